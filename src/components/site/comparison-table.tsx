import { Check, Minus } from '@/components/ui/icons';

type Columns = { topic: string; usual: string; ours: string };

/** "Typical consultancy vs SmartTech": a real table, stacked into cards on narrow screens. */
export function ComparisonTable({ columns, rows }: { columns: Columns; rows: readonly Columns[] }) {
  return (
    <div data-reveal className="mt-12 overflow-hidden rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="hidden bg-surface-2 md:table-header-group">
          <tr>
            <th scope="col" className="px-6 py-4 font-semibold">{columns.topic}</th>
            <th scope="col" className="px-6 py-4 font-semibold text-muted-foreground">{columns.usual}</th>
            <th scope="col" className="px-6 py-4 font-semibold text-primary">{columns.ours}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="grid border-t border-border first:border-t-0 md:table-row md:first:border-t">
              <th scope="row" className="px-6 pt-5 font-semibold md:py-5">{row.topic}</th>
              <td className="px-6 pt-2 text-muted-foreground md:py-5">
                <span className="flex gap-2"><Minus aria-hidden className="mt-0.5 size-4 shrink-0" /><span><span className="font-medium md:sr-only">{columns.usual}: </span>{row.usual}</span></span>
              </td>
              <td className="px-6 pb-5 pt-2 md:py-5">
                <span className="flex gap-2"><Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" /><span><span className="font-medium md:sr-only">{columns.ours}: </span>{row.ours}</span></span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
