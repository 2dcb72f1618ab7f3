'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw as RotateCcwNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { feedback } from '@/content/admin';
import { trashCopy as copy } from '@/content/admin-publishing';
import { sendData } from '@/lib/api-client';
import { adminKeys, invalidateList } from '@/lib/query-client';
import type { Resource } from '@/lib/schemas/resource';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import { ResourceBadges } from './category-badges';

const RotateCcw = icon(RotateCcwNode);
const Trash2 = icon(Trash2Node);

const base = adminKeys.resources[0];

/** Deleted resources (kept 30 days): Restore, or Delete for good after a confirmation. */
export function TrashList() {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const list = useQuery<Resource[]>({ queryKey: adminKeys.resourcesTrash });
  const [purging, setPurging] = useState<Resource | null>(null);
  // The trash and every page of the list (the trash's key is the list's URL with ?status=trash).
  const refresh = () => invalidateList(queryClient, base);
  const failed = (error: Error) => {
    console.error(error);
    toast({ title: feedback.errorTitle, description: copy.failed, variant: 'destructive' });
  };
  const restore = useMutation({
    mutationFn: (r: Resource) => sendData<Resource>('POST', `${base}/${r.id}/restore`),
    onSuccess: (_data, r) => {
      toast({ title: feedback.successTitle, description: copy.restored(r.title) });
      return refresh();
    },
    onError: failed,
  });
  const purge = useMutation({
    mutationFn: (r: Resource) => sendData<void>('DELETE', `${base}/${r.id}?permanent=true`),
    onSuccess: (_data, r) => {
      setPurging(null);
      toast({ title: feedback.successTitle, description: copy.deleted(r.title) });
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
        {list.data.map((r) => (
          <li key={r.id}>
            <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div className="grid min-w-0 gap-1.5">
                <h2 className="font-semibold leading-snug">{r.title}</h2>
                <ResourceBadges type={r.type} categories={r.categories} />
                {r.deletedAt && <p className="text-xs text-muted-foreground">{copy.deletedOn(formatDateTime(r.deletedAt, zone))}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" aria-label={copy.restoreLabel(r.title)} disabled={restore.isPending} onClick={() => restore.mutate(r)}>
                  <RotateCcw aria-hidden />
                  {copy.restore}
                </Button>
                <Button variant="ghost" size="sm" aria-label={copy.deleteForGoodLabel(r.title)} onClick={() => setPurging(r)} className="text-destructive hover:text-destructive">
                  <Trash2 aria-hidden />
                  {copy.deleteForGood}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog description={purging ? copy.deleteForGoodBody(purging.title) : null} pending={purge.isPending} onConfirm={() => purging && purge.mutate(purging)} onCancel={() => setPurging(null)} />
    </>
  );
}
