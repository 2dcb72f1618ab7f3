'use client';

import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { publicationCopy as copy } from '@/content/admin-publishing';
import { cn } from '@/lib/cn';
import { publicationState, type PublicationState } from '@/lib/publication';
import type { Resource } from '@/lib/schemas/resource';
import { formatDateTime } from '@/lib/site-time';

const styles: Record<PublicationState, string> = {
  draft: 'border-muted-foreground/50 bg-surface-2 text-foreground',
  scheduled: 'border-primary/60 bg-primary/15 text-foreground',
  published: 'border-success/60 bg-success/10 text-foreground',
  unpublished: 'border-border bg-transparent text-muted-foreground',
};
const dots: Record<PublicationState, string> = { draft: 'bg-muted-foreground', scheduled: 'bg-primary', published: 'bg-success', unpublished: 'bg-muted-foreground/60' };

type Timing = Pick<Resource, 'status' | 'publishedAt' | 'unpublishAt'>;

/** Draft, Scheduled (with its date and time in the site's zone), Published or Unpublished, as visitors meet it now. */
export function PublicationBadge({ resource }: { resource: Timing }) {
  const zone = useSiteTimeZone();
  const state = publicationState(resource);
  const label = state === 'scheduled' ? copy.scheduledFor(formatDateTime(resource.publishedAt, zone)) : copy.badge[state];
  return (
    <Badge variant="outline" data-state={state} className={cn('gap-1.5', styles[state])}>
      <span aria-hidden className={cn('size-1.5 rounded-full', dots[state])} />
      {label}
    </Badge>
  );
}
