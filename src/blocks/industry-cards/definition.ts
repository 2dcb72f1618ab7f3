import { defineBlock, f } from '@/kit/fields';
import { bandFields, sectionHeadingFields } from '../band-fields';

// Cards over each industry's 21:9 art, each leading to its page: the home page's industries.
export const industryCardsBlock = defineBlock({
  type: 'industryCards',
  label: 'Industry cards',
  level: 2,
  fields: {
    ...sectionHeadingFields,
    cards: f.list({
      label: 'Industries',
      min: 1,
      max: 8,
      of: f.group({
        label: 'Industry',
        fields: {
          icon: f.icon({ label: 'Icon', width: 'half' }),
          title: f.text({ label: 'Name', required: true, max: 40, width: 'half' }),
          headline: f.text({ label: 'Headline', required: true, max: 120 }),
          description: f.textarea({ label: 'Description', required: true, max: 300, rows: 2 }),
          cta: f.text({ label: 'Link label', required: true, max: 60, width: 'half' }),
          href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/industries/fintech#top' }),
          image: f.image({ label: 'Background art', guide: 'industry', help: '21:9, at least 1600×686; drawn dark behind the text.' }),
        },
      }),
    }),
    ...bandFields(false),
  },
});
