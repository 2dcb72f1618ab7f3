import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// The carousel of the newest active testimonials (the testimonials list is where staff manage them): how many it
// shows is bounded, so a thousand testimonials make no bigger a page.
export const testimonialsBlock = defineBlock({
  type: 'testimonials',
  label: 'Testimonials carousel',
  level: 2,
  scripts: true,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 80 }),
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    count: f.choice({
      label: 'Shows',
      default: '12',
      options: [
        { value: '3', label: 'The newest 3' },
        { value: '6', label: 'The newest 6' },
        { value: '9', label: 'The newest 9' },
        { value: '12', label: 'The newest 12' },
      ],
      help: 'Active testimonials, newest first.',
    }),
    ...bandFields(false),
  },
});
