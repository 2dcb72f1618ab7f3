import { defineBlock, f } from '@/kit/fields';
import { bandFields, sectionHeadingFields } from '../band-fields';

// The three newest published resources, with the category chips that filter them, and a link to every resource.
export const insightsBlock = defineBlock({
  type: 'insights',
  label: 'Latest insights',
  level: 2,
  scripts: true,
  fields: {
    ...sectionHeadingFields,
    readMore: f.text({ label: 'Card link label', required: true, max: 40, width: 'half' }),
    viewAll: f.text({ label: 'Button to all resources', required: true, max: 40, width: 'half' }),
    ...bandFields(false),
  },
});
