'use client';

import { History as HistoryNode } from 'lucide';
import { useId } from 'react';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { unsavedCopy as copy } from '@/content/admin';
import { formatDateTime } from '@/lib/site-time';

const History = icon(HistoryNode);

type DraftOfferProps = {
  /** When the local copy was written. */
  savedAt: string;
  /** When the record was saved after the copy began (its revision moved on), or null. */
  savedSince: string | null;
  onRestore: () => void;
  onDiscard: () => void;
};

/** "Restore unsaved changes from <time>?": a local copy found when a form opens, restored only when staff say so. */
export function DraftOffer({ savedAt, savedSince, onRestore, onDiscard }: DraftOfferProps) {
  const zone = useSiteTimeZone();
  const question = useId();
  const detail = useId();
  return (
    <div role="group" aria-labelledby={question} aria-describedby={detail} className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <div className="flex gap-3">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p id={question} className="font-semibold">
            {copy.restoreQuestion(formatDateTime(savedAt, zone))}
          </p>
          <p id={detail} className={savedSince ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
            {savedSince ? copy.restoreNewer(formatDateTime(savedSince, zone)) : copy.restoreBody}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onDiscard}>
          {copy.discardCopy}
        </Button>
        <Button type="button" size="sm" onClick={onRestore}>
          {copy.restore}
        </Button>
      </div>
    </div>
  );
}
