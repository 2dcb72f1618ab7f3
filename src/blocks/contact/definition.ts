import { defineBlock, f } from '@/kit/fields';
import { BOOKING_ANCHOR } from '@/lib/routes';
import { anchorField, sectionHeadingFields } from '../band-fields';

// The booking block (the scheduling embed, #book-meeting) and the contact form under it: the home page's #contact.
export const contactBlock = defineBlock({
  type: 'contact',
  label: 'Booking and contact form',
  level: 2,
  scripts: true,
  anchors: [BOOKING_ANCHOR],
  fields: {
    ...sectionHeadingFields,
    formHeading: f.text({ label: 'Form heading', required: true, max: 120 }),
    anchor: anchorField,
  },
});
