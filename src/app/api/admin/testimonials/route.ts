import { testimonialRoutes } from '@/server/entities/testimonials';

export const { GET, POST } = testimonialRoutes.collection;
