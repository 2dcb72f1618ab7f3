import { defineBlock, f } from '@/kit/fields';
import { bandFields, sectionHeadingFields } from '../band-fields';

// The service cards (icon, title, sentence, three features and a Learn more link), closed by a tile with the one
// action every visitor can take. The home page's #services, and /services under its page heading (no heading of its
// own: the cards' titles are then the h2s).
export const servicesGridBlock = defineBlock({
  type: 'servicesGrid',
  label: 'Services grid',
  level: 2,
  fields: {
    ...sectionHeadingFields,
    heading: f.text({ label: 'Heading', max: 120, help: 'Optional: without one, the services’ titles are the headings (right under a page heading).' }),
    learnMore: f.text({ label: 'Link label', required: true, max: 40, help: 'On every card, followed by the service’s name for screen readers.' }),
    cards: f.list({
      label: 'Services',
      min: 1,
      max: 12,
      of: f.group({
        label: 'Service',
        fields: {
          icon: f.icon({ label: 'Icon', width: 'half' }),
          title: f.text({ label: 'Title', required: true, max: 80, width: 'half' }),
          description: f.textarea({ label: 'Description', required: true, max: 300, rows: 2 }),
          features: f.list({ label: 'Features', max: 3, of: f.text({ label: 'Feature', required: true, max: 120 }) }),
          href: f.link({ label: 'Learn more goes to', required: true, placeholder: '/services/cloud-smart' }),
        },
      }),
    }),
    closing: f.group({
      label: 'Closing tile',
      fields: {
        title: f.text({ label: 'Title', required: true, max: 80 }),
        body: f.textarea({ label: 'Text', required: true, max: 300, rows: 2 }),
        button: f.text({ label: 'Button', required: true, max: 40, width: 'half' }),
        href: f.link({ label: 'Button goes to', required: true, width: 'half', placeholder: '/contact#book-meeting' }),
      },
    }),
    ...bandFields(true),
  },
});
