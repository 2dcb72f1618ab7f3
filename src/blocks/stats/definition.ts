import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// Big figures in cards: an icon, the figure, what it counts and a sentence (why-choose-us).
export const statsBlock = defineBlock({
  type: 'stats',
  label: 'Figures',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120, help: 'Read by screen readers; the figures speak for themselves on screen.' }),
    stats: f.list({
      label: 'Figures',
      min: 1,
      max: 6,
      of: f.group({
        label: 'Figure',
        fields: {
          icon: f.icon({ label: 'Icon', width: 'half' }),
          value: f.text({ label: 'Figure', required: true, max: 12, width: 'half', placeholder: '37%' }),
          label: f.text({ label: 'Label', required: true, max: 60 }),
          description: f.textarea({ label: 'Description', required: true, max: 200, rows: 2 }),
        },
      }),
    }),
    ...bandFields(false),
  },
});
