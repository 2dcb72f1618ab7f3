import { defineBlock, f } from '@/kit/fields';
import { BOOKING_ANCHOR } from '@/lib/routes';
import { anchorField } from '../band-fields';

// The contact page's body: the form in a card beside the office, e-mail and community details (their addresses are
// the site settings'), the booking block (#book-meeting) under them.
export const contactFormBlock = defineBlock({
  type: 'contactForm',
  label: 'Contact form and details',
  level: 2,
  scripts: true,
  anchors: [BOOKING_ANCHOR],
  fields: {
    formHeading: f.text({ label: 'Form heading', required: true, max: 120 }),
    details: f.group({
      label: 'Beside the form',
      fields: {
        heading: f.text({ label: 'Heading for screen readers', required: true, max: 80 }),
        officeLabel: f.text({ label: 'Office label', required: true, max: 60, width: 'half' }),
        emailLabel: f.text({ label: 'E-mail label', required: true, max: 60, width: 'half' }),
        promise: f.textarea({ label: 'Under the e-mail address', max: 200, rows: 2 }),
        communityLabel: f.text({ label: 'Community label', required: true, max: 60 }),
        discord: f.text({ label: 'Discord link text', required: true, max: 80, width: 'half' }),
        slack: f.text({ label: 'Slack link text', required: true, max: 80, width: 'half' }),
      },
    }),
    anchor: anchorField,
  },
});
