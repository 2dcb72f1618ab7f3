import type { Metadata } from 'next';
import { ApplicationsInbox } from '@/components/admin/applications/applications-inbox';
import { applicationsCopy } from '@/content/admin-applications';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: applicationsCopy.metaTitle };

export default async function AdminApplicationsPage() {
  await requireStaffPage('/admin/applications', 'applications');
  return <ApplicationsInbox />;
}
