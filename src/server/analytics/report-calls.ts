import 'server-only';
import { analyticsQuerySchema } from '@/lib/schemas/analytics';
import { csvLine, UTF8_BOM } from '../services/contact-requests';
import { invalid, type ServiceResult } from '../services/result';
import { rate } from './rate';
import { analyticsReport, type AnalyticsReport } from './report';

// The report's two calls (issue 24): `GET /api/admin/analytics?from=&to=[&source=&page=]` as JSON and its CSV.

export async function reportFor(params: URLSearchParams): Promise<ServiceResult<AnalyticsReport>> {
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return invalid(parsed.error);
  return { ok: true, data: await analyticsReport(parsed.data) };
}

const percent = (part: number, whole: number) => `${(rate(part, whole) * 100).toFixed(2)}%`;

/** One table per section, one after another, each with its heading row (cells inert in spreadsheets, as every export). */
export function reportCsv(report: AnalyticsReport): string {
  const lines = [
    ['Section', 'Name', 'Medium', 'Campaign', 'Visitors', 'Page views', 'Conversions', 'Conversion rate', 'Leads'],
    ['Total', `${report.from} to ${report.to}`, null, null, String(report.visitors), String(report.pageviews), String(report.conversions), percent(report.conversions, report.visitors), String(report.leads)],
    ...report.series.map((point) => ['Over time', point.at, null, null, String(point.visitors), String(point.pageviews), String(point.conversions), percent(point.conversions, point.visitors), null]),
    ...report.pages.map((page) => ['Page', page.path, null, null, String(page.visitors), String(page.pageviews), String(page.conversions), percent(page.conversions, page.visitors), String(page.leads)]),
    ...report.sources.map((source) => ['Source', source.source, source.medium || null, source.campaign || null, String(source.visitors), String(source.pageviews), String(source.conversions), percent(source.conversions, source.visitors), String(source.leads)]),
    ...report.devices.map((device) => ['Device', device.device, null, null, String(device.visitors), String(device.pageviews), String(device.conversions), percent(device.conversions, device.visitors), null]),
    ...report.browsers.map((browser) => ['Browser', browser.browser, null, null, String(browser.visitors), String(browser.pageviews), String(browser.conversions), percent(browser.conversions, browser.visitors), null]),
    ...report.goals.map((goal) => ['Goal', goal.name, null, null, null, null, String(goal.conversions), null, null]),
  ];
  return UTF8_BOM + lines.map((cells) => csvLine(cells)).join('');
}
