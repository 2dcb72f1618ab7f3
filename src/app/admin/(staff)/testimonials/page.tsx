import type { Metadata } from 'next';
import { TestimonialsManager } from '@/components/admin/testimonials/testimonials-manager';
import { testimonialsCopy } from '@/content/admin-managers';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: testimonialsCopy.metaTitle };

export default async function AdminTestimonialsPage() {
  await requireStaffPage('/admin/testimonials');
  return <TestimonialsManager />;
}
