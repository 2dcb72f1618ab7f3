import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// The three newest published resources, with the category chips that filter them, and a link to every resource.
export const insightsBlock = defineBlock({
  type: 'insights',
  label: 'Latest insights',
  level: 2,
  scripts: true,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 80 }),
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
    readMore: f.text({ label: 'Card link label', required: true, max: 40, width: 'half' }),
    viewAll: f.text({ label: 'Button to all resources', required: true, max: 40, width: 'half' }),
    ...bandFields(false),
  },
});
