import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { mediaCopy } from '@/content/admin-media';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: mediaCopy.metaTitle };

export default async function AdminMediaPage() {
  await requireStaffPage('/admin/media', 'content:write');
  return <MediaLibrary />;
}
