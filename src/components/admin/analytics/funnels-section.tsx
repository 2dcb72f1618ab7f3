import { funnelCopy as copy } from '@/content/admin-analytics';
import type { FunnelCounts } from '@/server/analytics/funnels';
import { percentOf, rate } from '@/server/analytics/rate';
import { DeleteFunnelButton } from './delete-funnel-button';
import { FunnelForm } from './funnel-form';

const share = (part: number, whole: number) => percentOf(rate(part, whole));

/**
 * Each funnel as a list of its steps with a bar for the visitors who got that far (under the report's filter, the
 * visits it keeps); then the form for a new one.
 */
export function FunnelsSection({ funnels, filter }: { funnels: FunnelCounts[]; filter?: { source?: string; page?: string } }) {
  const only = filter?.source ? copy.onlyFrom(filter.source) : filter?.page ? copy.onlyLandedOn(filter.page) : null;
  return (
    <section aria-labelledby="analytics-funnels" className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <div>
        <h2 id="analytics-funnels" className="text-lg font-semibold">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">
          {copy.intro}
          {only && <> <strong className="font-medium text-foreground">{only}</strong></>}
        </p>
      </div>
      {funnels.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {funnels.map((funnel) => (
        <article key={funnel.id} aria-labelledby={`funnel-${funnel.id}`} className="grid gap-3 rounded-lg border border-border p-4">
          <div className="flex items-center justify-between gap-3">
            <h3 id={`funnel-${funnel.id}`} className="font-semibold">{funnel.name}</h3>
            <DeleteFunnelButton id={funnel.id} name={funnel.name} />
          </div>
          <ol className="grid gap-2">
            {funnel.steps.map((step, index) => {
              const count = funnel.counts[index] ?? 0;
              const first = funnel.counts[0] ?? 0;
              return (
                <li key={index} className="grid gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                    <span>
                      <span className="text-muted-foreground">{copy.stepLabel(index)} · {copy.kinds[step.kind]}: </span>
                      <span className="font-medium break-all">{step.value}</span>
                    </span>
                    <span className="tabular-nums">
                      {copy.visitors(count)}
                      {index > 0 && <span className="text-muted-foreground"> · {copy.ofFirst(share(count, first))}</span>}
                    </span>
                  </div>
                  <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-2">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${first > 0 ? Math.max(count > 0 ? 1 : 0, (count / first) * 100) : 0}%` }} />
                  </div>
                </li>
              );
            })}
          </ol>
        </article>
      ))}
      <FunnelForm />
    </section>
  );
}
