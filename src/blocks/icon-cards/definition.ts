import { defineBlock, f } from '@/kit/fields';
import { bandFields, sectionHeadingFields } from '../band-fields';

// A heading over cards of an icon, a title and a sentence (an industry's solutions, two per row; the home page's
// commitments, four; its reasons, three), with an optional button under them.
export const iconCardsBlock = defineBlock({
  type: 'iconCards',
  label: 'Icon cards',
  level: 2,
  fields: {
    ...sectionHeadingFields,
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
    columns: f.choice({
      label: 'Cards per row on a wide screen',
      default: '2',
      options: [
        { value: '2', label: 'Two' },
        { value: '3', label: 'Three' },
        { value: '4', label: 'Four' },
      ],
    }),
    action: f.group({
      label: 'Button under the cards',
      fields: {
        text: f.text({ label: 'Label', max: 40, width: 'half', help: 'Leave empty for no button.' }),
        href: f.link({ label: 'Goes to', width: 'half', placeholder: '/contact' }),
      },
    }),
    ...bandFields(false),
  },
});
