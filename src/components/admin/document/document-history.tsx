'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { apiRequest, ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import type { Fields } from '@/kit/fields';
import { DocumentCompare } from './document-compare';

type Version = { id: string; revision: number; published: boolean; author: string; createdAt: string };

/**
 * A document's history under its editor: every save and publication with who made it and when, newest first; any
 * earlier one can be made the draft again (after a question), which is a version of its own.
 */
type HistoryProps = {
  url: string;
  revision: number;
  /** The kind's fields and the editor's values: a version is compared with what staff see now. */
  fields: Fields;
  current: Record<string, unknown>;
  onRestore: (versionId: string) => Promise<boolean>;
};

export function DocumentHistory({ url, revision, fields, current, onRestore }: HistoryProps) {
  const zone = useSiteTimeZone();
  const headingId = useId();
  const versionsUrl = `${url}/versions`;
  // The revision in the key: each save or publication is a new version, so the list follows the editor.
  const versions = useQuery({ queryKey: [versionsUrl, revision], queryFn: ({ signal }) => apiRequest<{ data: Version[] }>(versionsUrl, { signal }), placeholderData: keepPreviousData });
  const [asking, setAsking] = useState<Version | null>(null);
  const [pending, setPending] = useState(false);
  const [comparing, setComparing] = useState<string | null>(null);

  async function restore(version: Version) {
    setPending(true);
    try {
      if (await onRestore(version.id)) toast({ title: copy.restored(version.revision) });
      else toast({ title: copy.restoreBlocked, variant: 'destructive' });
      setAsking(null);
    } catch (error) {
      toast({ title: error instanceof ApiError ? (error.serverMessage ?? error.message) : copy.saveFailed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const list = versions.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-3 rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-base font-semibold">
        {copy.history}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.historyIntro}</p>
      {versions.isError ? (
        <p role="alert" className="text-sm text-destructive">{copy.historyError}</p>
      ) : !versions.data ? (
        <p role="status" className="text-sm text-muted-foreground">{copy.historyLoading}</p>
      ) : (
        <ol className="grid gap-2">
          {list.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={version.published ? 'default' : 'muted'}>{version.published ? copy.versionPublished : copy.versionDraft}</Badge>
                <span>{copy.versionLine(version.revision, version.author, formatDateTime(version.createdAt, zone))}</span>
              </span>
              {index === 0 ? (
                <span className="text-xs font-medium text-muted-foreground">{copy.current}</span>
              ) : (
                <span className="flex flex-wrap gap-1">
                  <Button type="button" variant="ghost" size="sm" aria-expanded={comparing === version.id} onClick={() => setComparing(comparing === version.id ? null : version.id)}>
                    {copy.compare(version.revision)}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(version)}>
                    {copy.restore(version.revision)}
                  </Button>
                </span>
              )}
              {comparing === version.id && (
                <div className="basis-full">
                  <DocumentCompare url={url} versionId={version.id} fields={fields} current={current} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmActionDialog
        open={asking !== null}
        title={asking ? copy.restoreTitle(asking.revision) : ''}
        description={copy.restoreBody}
        confirmLabel={copy.restoreConfirm}
        pendingLabel={copy.restoring}
        pending={pending}
        onConfirm={() => asking && void restore(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
