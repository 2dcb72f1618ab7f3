'use client';

import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { publicationCopy as copy } from '@/content/admin-publishing';
import type { ListSpec } from '@/kit/define-kind';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { publicationState, type PublicationState } from '@/lib/publication';
import { formatDateTime } from '@/lib/site-time';

const styles: Record<PublicationState, string> = {
  draft: 'border-muted-foreground/50 bg-surface-2 text-foreground',
  scheduled: 'border-primary/60 bg-primary/15 text-foreground',
  published: 'border-success/60 bg-success/10 text-foreground',
  unpublished: 'border-border bg-transparent text-muted-foreground',
};
const dots: Record<PublicationState, string> = { draft: 'bg-muted-foreground', scheduled: 'bg-primary', published: 'bg-success', unpublished: 'bg-muted-foreground/60' };

type States = NonNullable<ListSpec['states']>;
type Doc = Record<string, unknown>;

/** What lib/publication reads of a document, through the kind's `list.states` (its status and its times). */
export function timingOf(states: States, doc: Doc) {
  const text = (key: string | undefined) => (key && typeof doc[key] === 'string' ? (doc[key] as string) : null);
  return { status: text(states.status) ?? '', publishedAt: text(states.from) ?? '', unpublishAt: text(states.until) };
}

/** Draft, Scheduled (with its date and time in the site's zone), Published or Unpublished, as visitors meet it now. */
export function PublicationBadge({ states, doc }: { states: States; doc: Doc }) {
  const zone = useSiteTimeZone();
  const timing = timingOf(states, doc);
  const state = publicationState(timing);
  const label = state === 'scheduled' ? copy.scheduledFor(formatDateTime(timing.publishedAt, zone)) : copy.badge[state];
  return (
    <Badge variant="outline" data-state={state} className={cn('gap-1.5', styles[state])}>
      <span aria-hidden className={cn('size-1.5 rounded-full', dots[state])} />
      {label}
    </Badge>
  );
}

/** The line under a card: when it went live, or that it is not (yet) public, or since when it is gone. */
export function publicationLine(states: States, doc: Doc, zone: string, format: 'date' | 'dateTime' = 'date'): string {
  const timing = timingOf(states, doc);
  const state = publicationState(timing);
  const when = (iso: string) => (format === 'date' ? formatDate(iso, zone) : formatDateTime(iso, zone));
  if (state === 'draft' || state === 'scheduled') return copy.notPublished;
  if (state === 'unpublished' && timing.unpublishAt) return copy.unpublishedOn(when(timing.unpublishAt));
  return copy.published(when(timing.publishedAt));
}
