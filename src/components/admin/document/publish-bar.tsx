'use client';

import { Button } from '@/components/ui/button';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { utcToZoned } from '@/lib/site-time';
import { PublishCompanions, type Companion } from './publish-companions';
import type { DocumentState, SaveState } from './draft-state';

/** The save's state; its time in the site's zone, as every other time of the staff area (not the browser's). */
function saveLine(save: SaveState, doc: DocumentState, zone: string, waitingOnNew: boolean): string {
  switch (save.kind) {
    case 'pending':
    case 'saving':
      return copy.saving;
    case 'saved':
      // Published since: there is no draft to speak of (the status above says all is published).
      return doc.status === 'published' ? '' : copy.saved(utcToZoned(save.at.toISOString(), zone).time);
    case 'invalid':
      return waitingOnNew ? copy.notSavedNew : copy.notSaved;
    case 'failed':
      return save.message ?? copy.saveFailed;
    case 'conflict':
      return save.message;
    default:
      return '';
  }
}

type Chosen = Array<{ kind: string; id: string }>;

/**
 * Below a document's fields, in view while staff scroll (the site header holds the top): how the draft's save stands
 * (with a retry or a reload when it needs one), the page on the site, Publish, and the site-wide documents with
 * changes that can go with it.
 */
export function PublishBar({ save, waitingOnNew = false, doc, busy, zone, companions, together, onTogether, onRetry, onPublish }: {
  save: SaveState;
  /** The draft waits only on what staff just added, whose empty fields are not marked yet: said without alarm. */
  waitingOnNew?: boolean;
  doc: DocumentState;
  busy: boolean;
  zone: string;
  companions: readonly Companion[];
  together: Chosen;
  onTogether: (chosen: Chosen) => void;
  onRetry: () => void;
  onPublish: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-t-lg border border-b-0 border-border bg-background/95 px-3 py-3 backdrop-blur">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span role="status" aria-live="polite" className={save.kind === 'conflict' || save.kind === 'failed' || (save.kind === 'invalid' && !waitingOnNew) ? 'font-medium text-destructive' : 'text-muted-foreground'}>
          {saveLine(save, doc, zone, waitingOnNew)}
        </span>
        {save.kind === 'failed' && (
          <Button type="button" variant="ghost" size="sm" onClick={onRetry}>
            {copy.retry}
          </Button>
        )}
        {save.kind === 'conflict' && (
          <Button type="button" variant="ghost" size="sm" onClick={() => window.location.reload()}>
            {copy.conflict}
          </Button>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {doc.liveAddress && (
          <Button asChild variant="ghost" size="sm">
            <a href={doc.liveAddress} target="_blank" rel="noreferrer">
              {copy.view}
            </a>
          </Button>
        )}
        {/* Published with nothing pending: nothing to publish. A draft the check refused keeps it pressable: pressing it marks every field (fresh-items.ts). */}
        <Button type="button" disabled={busy || (doc.status === 'published' && save.kind !== 'pending' && save.kind !== 'invalid' && together.length === 0)} onClick={onPublish}>
          {busy ? copy.publishing : copy.publish}
        </Button>
      </div>
      {/* A line of its own under the save and the buttons, when a site-wide document has changes. */}
      <PublishCompanions companions={companions} chosen={together} onChange={onTogether} />
    </div>
  );
}
