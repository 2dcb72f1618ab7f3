import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// What a service is: a heading, paragraphs and short features, beside a card with an icon and one proof figure.
export const serviceSummaryBlock = defineBlock({
  type: 'serviceSummary',
  label: 'Summary with a figure',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    paragraphs: f.list({ label: 'Paragraphs', min: 1, max: 6, of: f.textarea({ label: 'Paragraph', required: true, max: 800, rows: 3 }) }),
    features: f.list({ label: 'Features', max: 8, of: f.text({ label: 'Feature', required: true, max: 80 }) }),
    icon: f.icon({ label: 'Icon of the figure', width: 'half' }),
    value: f.text({ label: 'Figure', required: true, max: 12, width: 'half', placeholder: '37%' }),
    label: f.text({ label: 'What the figure counts', required: true, max: 80 }),
    ...bandFields(false),
  },
});
