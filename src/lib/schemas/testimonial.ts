import type { z } from './zod';
import { testimonials } from '@/kinds/testimonials/definition';
import type { DocumentOf } from '@/kit/define-kind';

// Derived from the testimonials' definition (src/kinds/testimonials/definition.ts), where the rules are; kept under
// these names for the modules that still use them until the staff form is generated (docs/decisions/0036, step 5).

/** POST /api/admin/testimonials and the add form. Unknown keys are dropped. */
export const testimonialCreateSchema = testimonials.schemas.create;
/** PATCH /api/admin/testimonials/{id}: any subset, e.g. `{ isActive }` alone for the eye toggle. */
export const testimonialUpdateSchema = testimonials.schemas.update;

export type TestimonialInput = z.input<typeof testimonialCreateSchema>;
export type TestimonialCreate = z.output<typeof testimonialCreateSchema>;
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

/** A testimonial as the API returns it: the fields as stored, plus id and timestamps. */
export type Testimonial = DocumentOf<typeof testimonials.fields>;
