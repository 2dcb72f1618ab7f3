import type { Metadata } from 'next';
import { Dashboard } from '@/components/admin/dashboard';
import { dashboardCopy } from '@/content/admin';
import { requireStaffPage } from '@/server/auth/guard';
import { publicConfig } from '@/server/env';
import { countNewContactRequests } from '@/server/repositories/contact-requests';

export const metadata: Metadata = { title: dashboardCopy.metaTitle };

export default async function AdminDashboardPage() {
  const user = await requireStaffPage('/admin');
  const newContactRequests = await countNewContactRequests();
  return <Dashboard user={user} newContactRequests={newContactRequests} contactEmail={publicConfig().contactEmail} />;
}
