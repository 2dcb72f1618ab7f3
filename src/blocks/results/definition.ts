import { defineBlock } from '@/kit/fields';
import { bandFields, sectionHeadingFields } from '../band-fields';

// The figures of the testimonials the carousel shows that carry one (a metric and what it measures).
export const resultsBlock = defineBlock({
  type: 'results',
  label: 'Client results',
  level: 2,
  fields: {
    ...sectionHeadingFields,
    ...bandFields(true),
  },
});
