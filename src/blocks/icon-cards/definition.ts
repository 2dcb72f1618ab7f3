import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// A heading over cards of an icon, a title and a sentence (an industry's solutions, two per row).
export const iconCardsBlock = defineBlock({
  type: 'iconCards',
  label: 'Icon cards',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
    cards: f.list({
      label: 'Cards',
      min: 1,
      max: 12,
      of: f.group({
        label: 'Card',
        fields: {
          icon: f.icon({ label: 'Icon', width: 'half' }),
          title: f.text({ label: 'Title', required: true, max: 80, width: 'half' }),
          description: f.textarea({ label: 'Description', required: true, max: 300, rows: 2 }),
        },
      }),
    }),
    ...bandFields(false),
  },
});
