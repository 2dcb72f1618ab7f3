import { z } from './zod';
import { imageUrl, optionalText, requiredText, type StoredRecord } from './fields';

// The shape without defaults, so a partial update never resets a field it did not send.
const testimonialFields = z.object({
  name: requiredText('Name', 120),
  position: requiredText('Position', 120),
  company: requiredText('Company', 120),
  testimonial: requiredText('Testimonial', 5000, { multiline: true }),
  metric: optionalText('Metric', 120),
  metricTitle: optionalText('Metric title', 120),
  imageUrl,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

/** POST /api/admin/testimonials and the add form. Unknown keys are dropped. */
export const testimonialCreateSchema = testimonialFields.extend({ isActive: testimonialFields.shape.isActive.default(true) });
/** PATCH /api/admin/testimonials/{id}: any subset, e.g. `{ isActive }` alone for the eye toggle. */
export const testimonialUpdateSchema = testimonialFields.partial();

export type TestimonialInput = z.input<typeof testimonialCreateSchema>;
export type TestimonialCreate = z.output<typeof testimonialCreateSchema>;
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

/** A testimonial as the API returns it: the fields as stored, plus id and timestamps. */
export type Testimonial = z.output<typeof testimonialFields> & StoredRecord;
