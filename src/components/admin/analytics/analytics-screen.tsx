import type { ReactNode } from 'react';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Download, X } from '@/components/ui/icons';
import { analyticsCopy as copy } from '@/content/admin-analytics';
import { cn } from '@/lib/cn';
import type { AnalyticsReport } from '@/server/analytics/report';
import { percentOf, rate } from '@/server/analytics/rate';
import { RANGES, viewHref, type AnalyticsView } from '@/server/analytics/view';
import type { FunnelCounts } from '@/server/analytics/funnels';
import { FunnelsSection } from './funnels-section';
import { OverTimeChart } from './over-time-chart';
import { ReportTable } from './report-table';

/** A refused report's fields, named as the form and the filters name them. */
const fieldLabels: Record<string, string> = { from: copy.from, to: copy.to, source: copy.sources.name, page: copy.pages.name };

// /admin/analytics (issue 24): drawn on the server from the report, with plain links and a GET form for the period and
// the filters, so it answers at its first paint and every view has an address.

const count = (value: number) => value.toLocaleString('en-GB');
const linkStyle = 'rounded-sm text-primary underline-offset-4 hover:underline';

/** A day (YYYY-MM-DD) or an hour (ISO) as the chart labels it: "27 Nov", or "14:00" in the site's zone. */
function pointLabel(at: string, zone: string): string {
  if (at.length === 10) return new Date(`${at}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });
}

export function AnalyticsScreen({ view, report, funnels, zone }: { view: AnalyticsView; report: AnalyticsReport | null; funnels: FunnelCounts[]; zone: string }) {
  const current = view.ok ? view : null;
  const query = current?.query;
  const apiQuery = query ? new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString() : '';
  // The inbox's own filters: the leads of a source, or of visits that landed on a page, in the same days.
  const leadsHref = (filter: { source?: string; landing?: string } = {}) =>
    `/admin/contact?${new URLSearchParams({ ...filter, ...(query ? { from: query.from, to: query.to } : {}) }).toString()}`;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {query && (
          <>
            <a href={`/api/admin/analytics/export?${apiQuery}`} download className={buttonClasses({ variant: 'secondary' })}>
              <Download aria-hidden /> {copy.exportCsv}
            </a>
            <a href={`/api/admin/analytics?${apiQuery}`} className={buttonClasses({ variant: 'ghost' })}>{copy.asJson}</a>
          </>
        )}
      </AdminPageHeader>

      <div className="grid gap-3 rounded-xl border border-border bg-surface p-4 lg:flex lg:items-end lg:justify-between">
        <nav aria-label={copy.rangeLabel} className="flex flex-wrap gap-2">
          {(Object.keys(RANGES) as (keyof typeof RANGES)[]).map((range) => (
            <Link
              key={range}
              href={current ? viewHref(current, { range }) : viewHref({ range, query: { from: '', to: '' } })}
              aria-current={view.range === range ? 'page' : undefined}
              className={cn(buttonClasses({ variant: view.range === range ? 'primary' : 'secondary', size: 'sm' }))}
            >
              {copy.ranges[range]}
            </Link>
          ))}
        </nav>
        <form method="get" action="/admin/analytics" aria-label={copy.custom} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-from">{copy.from}</Label>
            <Input id="analytics-from" name="from" type="date" required className="h-10" defaultValue={query?.from ?? (view.ok ? '' : view.sent.from)} aria-invalid={!view.ok && view.fields.from ? true : undefined} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-to">{copy.to}</Label>
            <Input id="analytics-to" name="to" type="date" required className="h-10" defaultValue={query?.to ?? (view.ok ? '' : view.sent.to)} aria-invalid={!view.ok && view.fields.to ? true : undefined} />
          </div>
          {query?.source && <input type="hidden" name="source" value={query.source} />}
          {query?.page && <input type="hidden" name="page" value={query.page} />}
          <button type="submit" className={buttonClasses({ className: 'h-10' })}>{copy.apply}</button>
        </form>
      </div>

      {!view.ok && (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <p className="font-medium">{copy.invalid}</p>
          <ul className="mt-1 list-disc pl-5">{Object.entries(view.fields).map(([field, message]) => <li key={field}>{`${fieldLabels[field] ?? field}: ${message}`}</li>)}</ul>
        </div>
      )}

      {current && (query?.source || query?.page) && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-label={copy.filtersLabel} role="group">
          <span className="text-muted-foreground">{copy.filteredBy}</span>
          {query.source && <FilterChip label={copy.sourceFilter(query.source)} href={viewHref(current, { source: null })} />}
          {query.page && <FilterChip label={copy.pageFilter(query.page)} href={viewHref(current, { page: null })} />}
        </div>
      )}

      {report && current && (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            <Kpi label={copy.kpis.visitors} value={count(report.visitors)} help={copy.kpiHelp.visitors} />
            <Kpi label={copy.kpis.pageviews} value={count(report.pageviews)} />
            <Kpi label={copy.kpis.conversions} value={count(report.conversions)} help={copy.kpiHelp.conversions} />
            <Kpi label={copy.kpis.conversionRate} value={percentOf(report.conversionRate)} />
            <Kpi label={copy.kpis.leads} value={<Link href={leadsHref(query?.source ? { source: query.source } : query?.page ? { landing: query.page } : {})} className={linkStyle}>{count(report.leads)}</Link>} help={copy.kpiHelp.leads} />
          </dl>

          <section aria-labelledby="analytics-over-time" className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
            <h2 id="analytics-over-time" className="text-lg font-semibold">{copy.chartTitle}</h2>
            <OverTimeChart title={copy.chartLabel(report.from, report.to)} points={report.series.map((point) => ({ ...point, label: pointLabel(point.at, zone) }))} />
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <ReportTable
              title={copy.pages.title}
              nameLabel={copy.pages.name}
              help={copy.pages.help}
              empty={copy.pages.empty}
              withLeads
              rows={report.pages.map((page) => ({
                key: page.path,
                name: <Link href={viewHref(current, { page: page.path })} className={linkStyle} aria-label={copy.filterBy(page.path)}>{page.path}</Link>,
                ...page,
                leads: page.leads > 0 ? <Link href={leadsHref({ landing: page.path })} className={linkStyle} aria-label={copy.pages.leadsLink(page.leads, page.path)}>{count(page.leads)}</Link> : '0',
              }))}
            />
            <ReportTable
              title={copy.sources.title}
              nameLabel={copy.sources.name}
              empty={copy.sources.empty}
              withLeads
              rows={report.sources.map((source) => ({
                key: `${source.source}\n${source.medium}\n${source.campaign}`,
                name: (
                  <>
                    <Link href={viewHref(current, { source: source.source })} className={linkStyle} aria-label={copy.filterBy(source.source)}>{source.source}</Link>
                    {(source.medium || source.campaign) && <span className="block text-xs text-muted-foreground">{[source.medium, source.campaign].filter(Boolean).join(' · ')}</span>}
                  </>
                ),
                ...source,
                leads: source.leads > 0 ? <Link href={leadsHref({ source: source.source })} className={linkStyle} aria-label={copy.sources.leadsLink(source.leads, source.source)}>{count(source.leads)}</Link> : '0',
              }))}
            />
            <ReportTable title={copy.devices.title} nameLabel={copy.devices.name} empty={copy.devices.empty} rows={report.devices.map((device) => ({ key: device.device, name: device.device, ...device }))} />
            <ReportTable title={copy.browsers.title} nameLabel={copy.browsers.name} empty={copy.browsers.empty} rows={report.browsers.map((browser) => ({ key: browser.browser, name: browser.browser, ...browser }))} />
          </div>

          <section aria-labelledby="analytics-goals" className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
            <h2 id="analytics-goals" className="text-lg font-semibold">{copy.goals.title}</h2>
            {report.goals.length === 0 ? (
              <p className="text-sm text-muted-foreground">{copy.goals.empty}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3 font-medium">{copy.goals.name}</th>
                    <th scope="col" className="px-2 py-2 text-right font-medium">{copy.goals.conversions}</th>
                    <th scope="col" className="px-2 py-2 text-right font-medium">{copy.goals.events}</th>
                    <th scope="col" className="py-2 pl-2 text-right font-medium">{copy.columns.rate}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.goals.map((goal) => (
                    <tr key={goal.name} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2 pr-3 font-normal">{goal.name}</th>
                      <td className="px-2 py-2 text-right tabular-nums">{count(goal.conversions)}</td>
                      <td className="px-2 py-2 text-right tabular-nums">{count(goal.events)}</td>
                      <td className="py-2 pl-2 text-right tabular-nums">{percentOf(rate(goal.conversions, report.visitors))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <FunnelsSection funnels={funnels} filter={query} />
        </>
      )}
    </div>
  );
}

function Kpi({ label, value, help }: { label: string; value: ReactNode; help?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border border-border bg-surface p-4 shadow-card">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
      {help && <dd className="text-xs text-muted-foreground">{help}</dd>}
    </div>
  );
}

function FilterChip({ label, href }: { label: string; href: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 py-1 pr-1 pl-3 font-medium">
      {label}
      <Link href={href} className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/25" aria-label={copy.clearFilter(label)}>
        <X aria-hidden className="size-3.5" />
      </Link>
    </span>
  );
}
