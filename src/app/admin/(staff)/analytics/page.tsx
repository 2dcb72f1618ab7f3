import type { Metadata } from 'next';
import { AnalyticsScreen } from '@/components/admin/analytics/analytics-screen';
import { analyticsCopy } from '@/content/admin-analytics';
import { requireStaffPage } from '@/server/auth/guard';
import { siteTimeZone } from '@/server/env';
import { analyticsReport } from '@/server/analytics/report';
import { analyticsView } from '@/server/analytics/view';
import { funnelsFor } from '@/server/analytics/funnels';

export const metadata: Metadata = { title: analyticsCopy.metaTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The site's analytics for the period and filters in the address (the same report as GET /api/admin/analytics). */
export default async function AnalyticsPage({ searchParams }: Props) {
  await requireStaffPage('/admin/analytics', 'analytics');
  const view = analyticsView(await searchParams);
  const [report, funnels] = view.ok ? await Promise.all([analyticsReport(view.query), funnelsFor(view.query)]) : [null, []];
  return <AnalyticsScreen view={view} report={report} funnels={funnels} zone={siteTimeZone()} />;
}
