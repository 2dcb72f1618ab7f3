import 'server-only';
import { testimonialCreateSchema, testimonialUpdateSchema, type Testimonial, type TestimonialCreate, type TestimonialUpdate } from '@/lib/schemas/testimonial';
import { revalidatePublicContent } from '../cache-tags';
import { testimonialColumns } from '../repositories/entity-columns';
import { entityRepository, entityRoutes, entityService, type EntityDefinition } from './crud';

const definition: EntityDefinition<Testimonial, TestimonialCreate, TestimonialUpdate> = {
  label: 'Testimonial',
  table: 'testimonials',
  columns: testimonialColumns,
  // SQLite reads the boolean back as 1/0.
  toApi: (values) => ({ ...(values as Testimonial), isActive: Boolean(values.isActive) }),
  createSchema: testimonialCreateSchema,
  updateSchema: testimonialUpdateSchema,
  afterWrite: () => revalidatePublicContent({ kind: 'testimonials' }),
};

export const testimonialRepository = entityRepository(definition);
export const testimonialService = entityService(definition, testimonialRepository);
export const testimonialRoutes = entityRoutes(testimonialRepository, testimonialService);

/** What the public site shows: active testimonials, newest first. */
export const listActiveTestimonials = () => testimonialRepository.list({ is_active: true });
