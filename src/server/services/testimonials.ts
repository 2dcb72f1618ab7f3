import 'server-only';
import { testimonialCreateSchema, testimonialUpdateSchema, type Testimonial } from '@/lib/schemas/testimonial';
import { revalidatePublicContent } from '../cache-tags';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '../repositories/testimonials';
import { invalid, missing, parseId, type ServiceResult } from './result';

export async function createTestimonialFrom(body: unknown): Promise<ServiceResult<Testimonial>> {
  const parsed = testimonialCreateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const created = await createTestimonial(parsed.data);
  revalidatePublicContent({ kind: 'testimonials' });
  return { ok: true, data: created };
}

export async function updateTestimonialFrom(rawId: unknown, body: unknown): Promise<ServiceResult<Testimonial>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  const parsed = testimonialUpdateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const updated = await updateTestimonial(id.id, parsed.data);
  if (!updated) return missing('Testimonial');
  revalidatePublicContent({ kind: 'testimonials' });
  return { ok: true, data: updated };
}

export async function removeTestimonial(rawId: unknown): Promise<ServiceResult<null>> {
  const id = parseId(rawId);
  if (!id.ok) return id.result;
  if (!(await deleteTestimonial(id.id))) return missing('Testimonial');
  revalidatePublicContent({ kind: 'testimonials' });
  return { ok: true, data: null };
}
