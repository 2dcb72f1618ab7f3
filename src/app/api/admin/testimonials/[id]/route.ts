import { testimonialRoutes } from '@/server/entities/testimonials';

export const { PATCH, DELETE } = testimonialRoutes.item;
