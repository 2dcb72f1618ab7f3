import type { Metadata } from 'next';
import { Dashboard } from '@/components/admin/dashboard';
import { dashboardCopy } from '@/content/admin';
import { requireStaffPage } from '@/server/auth/guard';
import { can } from '@/lib/staff-roles';
import { getSettings } from '@/server/queries/public';
import { countNewContactRequests, leadSummary } from '@/server/repositories/lead-inbox';
import { countNewApplications } from '@/server/repositories/applications';
import { analyticsReport } from '@/server/analytics/report';
import { presetQuery } from '@/server/analytics/view';

export const metadata: Metadata = { title: dashboardCopy.metaTitle };

type Props = { searchParams: Promise<{ denied?: string | string[] }> };

export default async function AdminDashboardPage({ searchParams }: Props) {
  const user = await requireStaffPage('/admin');
  const { denied } = await searchParams;
  // Only what this role's cards show is counted.
  const [newContactRequests, newApplications, leads, analytics] = await Promise.all([
    can(user.role, 'leads') ? countNewContactRequests() : null,
    can(user.role, 'applications') ? countNewApplications() : null,
    can(user.role, 'leads') ? leadSummary() : null,
    can(user.role, 'analytics') ? analyticsReport(presetQuery('7d')) : null,
  ]);
  // Only a path of the staff area is named back (the guard puts it there; anything else is dropped).
  const deniedPath = typeof denied === 'string' && /^\/admin\/[\w\-/]{1,200}$/.test(denied) ? denied : undefined;
  return <Dashboard user={user} newContactRequests={newContactRequests} newApplications={newApplications} leads={leads} analytics={analytics} contactEmail={(await getSettings()).contactEmail} denied={deniedPath} />;
}
