'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw as RotateCcwNode, Trash2 as Trash2Node } from 'lucide';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { icon } from '@/components/ui/icon';
import { feedback } from '@/content/admin';
import { trashCopyOf } from '@/content/admin-publishing';
import { kindListUrl, kindTrashUrl, type ClientKind } from '@/kit/client-kind';
import { sendData } from '@/lib/api-client';
import { invalidateList } from '@/lib/query-client';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';

const RotateCcw = icon(RotateCcwNode);
const Trash2 = icon(Trash2Node);

type Doc = Record<string, unknown> & { id: string; deletedAt?: string | null };

/**
 * The trash of a kind that keeps deleted documents 30 days (ADR 36): each with Restore, or Delete for good after a
 * confirmation. `details` draws a document's own line under its title (a resource's badges).
 */
export function KindTrash({ kind, details }: { kind: ClientKind; details?: (doc: Doc) => ReactNode }) {
  const copy = useMemo(() => trashCopyOf(kind.labels), [kind.labels]);
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const base = kindListUrl(kind.key);
  const list = useQuery<Doc[]>({ queryKey: [kindTrashUrl(kind.key)] });
  const [purging, setPurging] = useState<Doc | null>(null);
  const titleOf = (doc: Doc) => String(doc[kind.card.title] ?? '');
  // The trash and every page of the list (the trash's key is the list's URL with ?trash=true).
  const refresh = () => invalidateList(queryClient, base);
  const failed = (error: Error) => {
    console.error(error);
    toast({ title: feedback.errorTitle, description: copy.failed, variant: 'destructive' });
  };
  const restore = useMutation({
    mutationFn: (doc: Doc) => sendData<Doc>('POST', `${base}/${doc.id}/restore`),
    onSuccess: (_data, doc) => {
      toast({ title: feedback.successTitle, description: copy.restored(titleOf(doc)) });
      return refresh();
    },
    onError: failed,
  });
  const purge = useMutation({
    mutationFn: (doc: Doc) => sendData<void>('DELETE', `${base}/${doc.id}?permanent=true`),
    onSuccess: (_data, doc) => {
      setPurging(null);
      toast({ title: feedback.successTitle, description: copy.deleted(titleOf(doc)) });
      return refresh();
    },
    onError: failed,
  });

  if (list.isPending) return <LoadingState what={copy.listName} />;
  if (list.isError) return <ErrorPanel title={copy.title} body={copy.failed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.length === 0) return <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />;
  return (
    <>
      <ul className="grid gap-3" aria-label={copy.title}>
        {list.data.map((doc) => (
          <li key={doc.id}>
            <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div className="grid min-w-0 gap-1.5">
                <h2 className="font-semibold leading-snug">{titleOf(doc)}</h2>
                {details?.(doc)}
                {doc.deletedAt && <p className="text-xs text-muted-foreground">{copy.deletedOn(formatDateTime(doc.deletedAt, zone))}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" aria-label={copy.restoreLabel(titleOf(doc))} disabled={restore.isPending} onClick={() => restore.mutate(doc)}>
                  <RotateCcw aria-hidden />
                  {copy.restore}
                </Button>
                <Button variant="ghost" size="sm" aria-label={copy.deleteForGoodLabel(titleOf(doc))} onClick={() => setPurging(doc)} className="text-destructive hover:text-destructive">
                  <Trash2 aria-hidden />
                  {copy.deleteForGood}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog description={purging ? copy.deleteForGoodBody(titleOf(purging)) : null} pending={purge.isPending} onConfirm={() => purging && purge.mutate(purging)} onCancel={() => setPurging(null)} />
    </>
  );
}
