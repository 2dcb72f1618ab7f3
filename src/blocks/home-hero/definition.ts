import { defineBlock, f } from '@/kit/fields';
import { goalField } from '../band-fields';

// The top of the home page: a badge, the site's one h1, the subline, two calls to action and up to three proof
// figures, beside the drawn dashboard (decorative; home/hero-art.tsx).
export const homeHeroBlock = defineBlock({
  type: 'homeHero',
  label: 'Home heading',
  level: 1,
  fields: {
    eyebrow: f.text({ label: 'Badge', max: 80, help: 'A few words in the pill above the heading.' }),
    heading: f.text({ label: 'Heading', required: true, max: 120, help: 'The page’s main heading (h1).' }),
    intro: f.textarea({ label: 'Subline', required: true, max: 300, rows: 2 }),
    primary: f.group({
      label: 'Main button',
      fields: {
        text: f.text({ label: 'Label', required: true, max: 40, width: 'half' }),
        href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/contact#book-meeting' }),
        goal: goalField,
      },
    }),
    secondary: f.group({
      label: 'Second button',
      fields: {
        text: f.text({ label: 'Label', max: 40, width: 'half', help: 'Leave empty for one button.' }),
        href: f.link({ label: 'Goes to', width: 'half', placeholder: '/services' }),
        goal: goalField,
      },
    }),
    proof: f.list({
      label: 'Proof figures',
      max: 3,
      of: f.group({
        label: 'Figure',
        fields: {
          value: f.text({ label: 'Figure', required: true, max: 12, width: 'half', placeholder: '37%' }),
          label: f.text({ label: 'What it measures', required: true, max: 60, width: 'half' }),
        },
      }),
    }),
  },
});
