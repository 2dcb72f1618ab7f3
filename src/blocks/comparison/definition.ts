import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// "Typical consultancy vs SmartTech": a three-column table, topic by topic.
export const comparisonBlock = defineBlock({
  type: 'comparison',
  label: 'Comparison table',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
    topicColumn: f.text({ label: 'First column', required: true, max: 40, width: 'half', placeholder: 'Topic' }),
    usualColumn: f.text({ label: 'Column of the usual way', required: true, max: 40, width: 'half' }),
    oursColumn: f.text({ label: 'Column of our way', required: true, max: 40, width: 'half' }),
    rows: f.list({
      label: 'Rows',
      min: 1,
      max: 20,
      of: f.group({
        label: 'Row',
        fields: {
          topic: f.text({ label: 'Topic', required: true, max: 80 }),
          usual: f.text({ label: 'The usual way', required: true, max: 200, width: 'half' }),
          ours: f.text({ label: 'Our way', required: true, max: 200, width: 'half' }),
        },
      }),
    }),
    ...bandFields(true),
  },
});
