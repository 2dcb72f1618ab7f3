import type { Metadata } from 'next';
import { Dashboard } from '@/components/admin/dashboard';
import { dashboardCopy } from '@/content/admin';
import { requireStaffPage } from '@/server/auth/guard';
import { getSettings } from '@/server/queries/public';
import { countNewContactRequests, leadSummary } from '@/server/repositories/lead-inbox';

export const metadata: Metadata = { title: dashboardCopy.metaTitle };

export default async function AdminDashboardPage() {
  const user = await requireStaffPage('/admin');
  const [newContactRequests, leads] = await Promise.all([countNewContactRequests(), leadSummary()]);
  return <Dashboard user={user} newContactRequests={newContactRequests} leads={leads} contactEmail={(await getSettings()).contactEmail} />;
}
