import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { leadCopy as copy } from '@/content/admin-leads';
import { TOUCH_KEYS, type Touch } from '@/lib/attribution';
import { cn } from '@/lib/cn';
import { leadStatusLabels, type LeadStatus } from '@/lib/leads';
import type { LeadActivity } from '@/lib/schemas/contact';
import { channelLabel } from './lead-deliveries';

// The building blocks of the lead page (lead-detail.tsx): a titled card, a list of facts, and a timeline entry in words.

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className={cn('p-5', className)}>
      <section aria-labelledby={id} className="grid gap-3">
        <h2 id={id} className="text-lg font-semibold">{title}</h2>
        {children}
      </section>
    </Card>
  );
}

export function Facts({ rows, compact = false }: { rows: [string, ReactNode][]; compact?: boolean }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm', compact ? 'grid-cols-[auto_minmax(0,1fr)] gap-x-3' : 'sm:grid-cols-[12rem_minmax(0,1fr)]')}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words [overflow-wrap:anywhere]">{value ?? copy.none}</dd>
        </div>
      ))}
    </dl>
  );
}

export const touchRows = (touch: Touch | undefined): [string, ReactNode][] => TOUCH_KEYS.filter((key) => touch?.[key]).map((key) => [copy.touchLabels[key], touch![key]]);

/** One timeline entry in words. */
export function describe(entry: LeadActivity, owners: Map<string, string>): string {
  const d = entry.detail;
  const words = copy.timeline;
  const who = (id: unknown) => (typeof id === 'string' ? (owners.get(id) ?? id) : copy.unassigned);
  const status = (value: unknown) => leadStatusLabels[value as LeadStatus] ?? String(value);
  switch (entry.kind) {
    case 'created':
      return words.created(d.source);
    case 'spam':
      return words.spam(d.reasons);
    case 'status':
      return words.status(status(d.from), status(d.to));
    case 'owner':
      return words.owner(who(d.from), who(d.to));
    case 'note':
      return words.note;
    case 'delivery': {
      const channel = channelLabel(String(d.channel));
      if (d.status === 'sent') return words.sent(channel, d.attempt);
      return d.status === 'failed' ? words.gaveUp(channel, d.attempt, d.error) : words.retrying(channel, d.attempt, d.error);
    }
  }
}

