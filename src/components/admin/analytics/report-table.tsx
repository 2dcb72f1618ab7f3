import type { ReactNode } from 'react';
import { analyticsCopy as copy } from '@/content/admin-analytics';
import { percentOf, rate } from '@/server/analytics/rate';

export type TableRow = { key: string; name: ReactNode; visitors: number; pageviews?: number; conversions: number; leads?: ReactNode };

const percent = (part: number, whole: number) => percentOf(rate(part, whole));
const count = (value: number) => value.toLocaleString('en-GB');

/** One of the report's tables: a name, visitors, views, conversions and their rate, and leads where there are some. */
export function ReportTable({ title, nameLabel, rows, empty, help, withViews = true, withLeads = false }: { title: string; nameLabel: string; rows: TableRow[]; empty: string; help?: string; withViews?: boolean; withLeads?: boolean }) {
  const headingId = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">{title}</h2>
        {help && <p className="text-sm text-muted-foreground">{help}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">{nameLabel}</th>
                <th scope="col" className="px-2 py-2 text-right font-medium">{copy.columns.visitors}</th>
                {withViews && <th scope="col" className="px-2 py-2 text-right font-medium">{copy.columns.pageviews}</th>}
                <th scope="col" className="px-2 py-2 text-right font-medium">{copy.columns.conversions}</th>
                <th scope="col" className="px-2 py-2 text-right font-medium">{copy.columns.rate}</th>
                {withLeads && <th scope="col" className="py-2 pl-2 text-right font-medium">{copy.columns.leads}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border last:border-0">
                  <th scope="row" className="max-w-[16rem] py-2 pr-3 font-normal break-words">{row.name}</th>
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.visitors)}</td>
                  {withViews && <td className="px-2 py-2 text-right tabular-nums">{count(row.pageviews ?? 0)}</td>}
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.conversions)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{percent(row.conversions, row.visitors)}</td>
                  {withLeads && <td className="py-2 pl-2 text-right tabular-nums">{row.leads}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
