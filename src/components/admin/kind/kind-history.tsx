'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink as ExternalLinkNode, RotateCcw as RotateCcwNode } from 'lucide';
import { useMemo, useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { ChangeList, contentAsText } from '@/components/admin/word-diff';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { icon } from '@/components/ui/icon';
import { actionLabels, feedback } from '@/content/admin';
import { historyCopyOf, type HistoryCopy } from '@/content/admin-publishing';
import { kindListUrl, type ClientKind } from '@/kit/client-kind';
import { changedTexts } from '@/kit/field-text';
import { revisionEtag } from '@/kit/revision-etag';
import { ApiError, sendData } from '@/lib/api-client';
import { invalidateList } from '@/lib/query-client';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';

const ExternalLink = icon(ExternalLinkNode);
const RotateCcw = icon(RotateCcwNode);

type Doc = Record<string, unknown> & { id: string; revision?: number };
type VersionSummary = { id: string; createdAt: string; author: string; title: string };
type Version = VersionSummary & { values: Record<string, unknown> };

type KindHistoryProps = {
  kind: ClientKind;
  doc: Doc;
  onClose: () => void;
  /** The public address of a document's values, for a kind with one: a restore that moves it says so. */
  addressOf?: (values: Record<string, unknown>) => string;
  /** The staff preview of a version (a kind with an address of its own). */
  previewHref?: (versionId: string) => string;
};

/**
 * The saved versions of a document of a kind with a history (newest first, ADR 36): one chosen is compared with the
 * document as it is now, every field that differs as a word diff, and can be restored (a save like any other, with
 * the revision it was compared with, so a change made meanwhile is refused rather than lost).
 */
export function KindHistory({ kind, doc, onClose, addressOf, previewHref }: KindHistoryProps) {
  const copy = useMemo(() => historyCopyOf(kind.labels), [kind.labels]);
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const listUrl = kindListUrl(kind.key);
  const docUrl = `${listUrl}/${doc.id}`;
  const versions = useQuery<VersionSummary[]>({ queryKey: [`${docUrl}/versions`] });
  // Fresh, not the list's copy: what is compared and the revision a restore names must be the stored ones.
  const current = useQuery<Doc>({ queryKey: [docUrl] });
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = versions.data?.find((version) => version.id === selected) ?? null;
  const when = (iso: string) => formatDateTime(iso, zone);

  const restore = useMutation({
    mutationFn: ({ versionId, revision }: { versionId: string; revision: number | undefined }) =>
      sendData<Doc>('POST', `${docUrl}/versions/${versionId}/restore`, undefined, revision === undefined ? {} : { 'If-Match': revisionEtag(revision) }),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: copy.restoredTitle, description: copy.restored(chosen ? when(chosen.createdAt) : '') });
      // The versions, the document itself and every page of the list all start with the list's URL.
      await invalidateList(queryClient, listUrl);
    },
    onError: (error) => {
      console.error(error);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: feedback.errorTitle, description: message ?? copy.failed, variant: 'destructive' });
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
            <input type="radio" name={`${kind.key}-version`} value={version.id} checked={selected === version.id} onChange={() => setSelected(version.id)} className="mt-1 size-4 accent-primary" />
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
          <DialogDescription>{copy.description(String(doc[kind.card.title] ?? ''))}</DialogDescription>
        </DialogHeader>
        <div className="grid items-start gap-6 md:grid-cols-[17rem_1fr]">
          <div className="md:max-h-[60vh] md:overflow-y-auto md:pr-1">{list()}</div>
          {chosen && current.data ? (
            <VersionCompare
              key={chosen.id}
              kind={kind}
              copy={copy}
              url={`${docUrl}/versions/${chosen.id}`}
              current={current.data}
              when={when(chosen.createdAt)}
              addressOf={addressOf}
              previewHref={previewHref?.(chosen.id)}
              onRestore={() => setConfirming(true)}
            />
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

type VersionCompareProps = {
  kind: ClientKind;
  copy: HistoryCopy;
  url: string;
  current: Doc;
  when: string;
  addressOf?: (values: Record<string, unknown>) => string;
  previewHref?: string;
  onRestore: () => void;
};

/** One version against the document as it is: every field that differs, the address move first, then its actions. */
function VersionCompare({ kind, copy, url, current, when, addressOf, previewHref, onRestore }: VersionCompareProps) {
  const zone = useSiteTimeZone();
  const version = useQuery<Version>({ queryKey: [url] });
  if (version.isPending) return <LoadingState what={copy.loading} />;
  if (version.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void version.refetch()} retrying={version.isFetching} />;
  const old = version.data.values;
  // Times as staff read them, to the minute: a save that kept the minute is no change to show.
  const time = (value: string) => (Number.isNaN(Date.parse(value)) ? value : formatDateTime(value, zone));
  const changes = changedTexts(kind.fields, old, current, { time, richText: contentAsText }).map((change) => ({ ...change, key: change.path }));
  const [from, to] = addressOf ? [addressOf(current), addressOf({ ...current, ...old })] : [null, null];
  return (
    <section aria-labelledby="version-compare-heading" className="grid content-start gap-4">
      <h3 id="version-compare-heading" className="font-semibold">
        {copy.compareTitle(when)}
      </h3>
      {from !== to && from && to && <p className="text-sm font-medium">{copy.addressChange(from, to)}</p>}
      {changes.length === 0 ? <p className="text-sm text-muted-foreground">{copy.unchanged}</p> : <ChangeList changes={changes} legend={copy.legend} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {previewHref && (
          <a href={previewHref} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
            <ExternalLink aria-hidden />
            {copy.preview}
          </a>
        )}
        <Button onClick={onRestore}>
          <RotateCcw aria-hidden />
          {copy.restore}
        </Button>
      </div>
    </section>
  );
}
