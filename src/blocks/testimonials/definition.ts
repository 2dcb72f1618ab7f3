import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// The carousel of active testimonials (the testimonials list is where staff manage them): the newest, or those staff
// featured; how many it shows is bounded, so a thousand testimonials make no bigger a page.
export const testimonialsBlock = defineBlock({
  type: 'testimonials',
  label: 'Testimonials carousel',
  level: 2,
  scripts: true,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 80 }),
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    selection: f.choice({
      label: 'Shows',
      default: 'latest',
      options: [
        { value: 'latest', label: 'The newest active testimonials' },
        { value: 'featured', label: 'The featured ones (else the newest)' },
      ],
      help: 'Feature a testimonial in its dialog on the Testimonials screen. Newest first either way.',
      width: 'half',
    }),
    count: f.choice({
      label: 'At most',
      default: '12',
      options: [
        { value: '3', label: '3' },
        { value: '6', label: '6' },
        { value: '9', label: '9' },
        { value: '12', label: '12' },
      ],
      width: 'half',
    }),
    ...bandFields(false),
  },
});
