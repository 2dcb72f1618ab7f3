import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// A heading over ticked items, two per row (what a client gets from a service).
export const checklistBlock = defineBlock({
  type: 'checklist',
  label: 'Checklist',
  level: 2,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    items: f.list({ label: 'Items', min: 1, max: 16, of: f.text({ label: 'Item', required: true, max: 200 }) }),
    ...bandFields(true),
  },
});
