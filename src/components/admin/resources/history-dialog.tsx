'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { actionLabels, feedback } from '@/content/admin';
import { historyCopy as copy } from '@/content/admin-publishing';
import { ApiError, sendData } from '@/lib/api-client';
import { adminKeys, invalidateList } from '@/lib/query-client';
import type { Resource } from '@/lib/schemas/resource';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import { VersionCompare } from './version-compare';
import { revisionEtag } from '@/kit/revision-etag';

type VersionSummary = { id: string; createdAt: string; author: string; title: string };

const resourceUrl = (id: string) => `${adminKeys.resources[0]}/${id}`;

/** A resource's saved versions (newest first); one chosen is compared with the resource as it is now, and can be restored. */
export function HistoryDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const versionsKey = [`${resourceUrl(resource.id)}/versions`];
  const versions = useQuery<VersionSummary[]>({ queryKey: versionsKey });
  // Fresh, not the list's copy: what is compared and the revision a restore names must be the stored ones.
  const current = useQuery<Resource>({ queryKey: [resourceUrl(resource.id)] });
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = versions.data?.find((version) => version.id === selected) ?? null;
  const when = (iso: string) => formatDateTime(iso, zone);

  const restore = useMutation({
    mutationFn: ({ versionId, revision }: { versionId: string; revision: number }) =>
      sendData<Resource>('POST', `${resourceUrl(resource.id)}/versions/${versionId}/restore`, undefined, { 'If-Match': revisionEtag(revision) }),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: copy.restoredTitle, description: copy.restored(chosen ? when(chosen.createdAt) : '') });
      // The versions, the resource itself and every page of the list all start with the list's URL.
      await invalidateList(queryClient, adminKeys.resources[0]);
    },
    onError: (error) => {
      console.error(error);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: feedback.errorTitle, description: message ?? feedback.failure('update', 'resource'), variant: 'destructive' });
    },
  });

  function list() {
    if (versions.isPending) return <LoadingState what={copy.loading} />;
    if (versions.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />;
    if (versions.data.length === 0) return <EmptyState title={copy.listLabel} body={copy.empty} />;
    return (
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-semibold">{copy.listLabel}</legend>
        {versions.data.map((version) => (
          <label
            key={version.id}
            className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-2.5 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" name="resource-version" value={version.id} checked={selected === version.id} onChange={() => setSelected(version.id)} className="mt-1 size-4 accent-primary" />
            <span className="grid gap-0.5">
              <span className="font-medium">{version.title}</span>
              <span className="text-xs text-muted-foreground">{copy.versionLabel(when(version.createdAt), version.author)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !restore.isPending && onClose()}>
      <DialogContent closeLabel={actionLabels.closeDialog} className="max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description(resource.title)}</DialogDescription>
        </DialogHeader>
        <div className="grid items-start gap-6 md:grid-cols-[17rem_1fr]">
          <div className="md:max-h-[60vh] md:overflow-y-auto md:pr-1">{list()}</div>
          {chosen && current.data ? (
            <VersionCompare key={chosen.id} resource={current.data} versionId={chosen.id} when={when(chosen.createdAt)} onRestore={() => setConfirming(true)} />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{copy.chooseVersion}</p>
          )}
        </div>
        <ConfirmActionDialog
          open={confirming && chosen !== null}
          title={copy.confirmTitle}
          description={chosen ? copy.confirmBody(when(chosen.createdAt)) : ''}
          confirmLabel={copy.restore}
          pendingLabel={copy.restoring}
          pending={restore.isPending}
          onConfirm={() => chosen && current.data && restore.mutate({ versionId: chosen.id, revision: current.data.revision })}
          onCancel={() => setConfirming(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
