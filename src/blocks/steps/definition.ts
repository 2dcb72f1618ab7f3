import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// Numbered steps in a row: how an engagement runs.
export const stepsBlock = defineBlock({
  type: 'steps',
  label: 'Numbered steps',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    steps: f.list({
      label: 'Steps',
      min: 1,
      max: 8,
      of: f.group({
        label: 'Step',
        fields: {
          title: f.text({ label: 'Title', required: true, max: 80 }),
          description: f.textarea({ label: 'Description', required: true, max: 300, rows: 2 }),
        },
      }),
    }),
    ...bandFields(false),
  },
});
