import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// The figures of the testimonials the carousel shows that carry one (a metric and what it measures).
export const resultsBlock = defineBlock({
  type: 'results',
  label: 'Client results',
  level: 2,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 80 }),
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
    ...bandFields(true),
  },
});
