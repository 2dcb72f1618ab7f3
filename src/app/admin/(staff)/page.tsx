import type { Metadata } from 'next';
import { Dashboard } from '@/components/admin/dashboard';
import { dashboardCopy } from '@/content/admin';
import { requireStaffPage } from '@/server/auth/guard';
import { getSettings } from '@/server/queries/public';
import { countNewContactRequests, leadSummary } from '@/server/repositories/lead-inbox';
import { countNewApplications } from '@/server/repositories/applications';

export const metadata: Metadata = { title: dashboardCopy.metaTitle };

export default async function AdminDashboardPage() {
  const user = await requireStaffPage('/admin');
  const [newContactRequests, newApplications, leads] = await Promise.all([countNewContactRequests(), countNewApplications(), leadSummary()]);
  return <Dashboard user={user} newContactRequests={newContactRequests} newApplications={newApplications} leads={leads} contactEmail={(await getSettings()).contactEmail} />;
}
