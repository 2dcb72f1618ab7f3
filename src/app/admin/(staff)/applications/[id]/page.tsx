import type { Metadata } from 'next';
import { ApplicationDetail } from '@/components/admin/applications/application-detail';
import { applicationsCopy } from '@/content/admin-applications';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: applicationsCopy.metaTitle };

export default async function AdminApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaffPage(`/admin/applications/${id}`, 'applications');
  return <ApplicationDetail id={id} />;
}
