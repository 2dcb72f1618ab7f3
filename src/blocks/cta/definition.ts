import { defineBlock, f } from '@/kit/fields';
import { anchorField, goalField } from '../band-fields';

// The closing call to action of a page: one message and one button (to the contact page unless told otherwise).
export const ctaBlock = defineBlock({
  type: 'cta',
  label: 'Call to action',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    body: f.textarea({ label: 'Text', required: true, max: 300, rows: 2 }),
    button: f.text({ label: 'Button', required: true, max: 40, width: 'half' }),
    href: f.link({ label: 'Button goes to', required: true, width: 'half', placeholder: '/contact' }),
    goal: goalField,
    anchor: anchorField,
  },
});
