'use client';

import { ArrowLeft as ArrowLeftNode } from 'lucide';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useState } from 'react';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { adminShell } from '@/content/admin';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { STAFF_HOME } from '@/lib/routes';
import { ApiError } from '@/lib/api-client';
import { kindAdminPath, kindListUrl, previewFieldOf, type ClientKind } from '@/kit/client-kind';
import { PreviewPane } from '@/components/admin/preview/preview-pane';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import { DocumentChecks } from './document-checks';
import { DocumentHistory } from './document-history';
import { DocumentSchedule } from './document-schedule';
import { companionQueryKey, type Companion } from './publish-companions';
import { FieldsEditor } from './field-editor';
import { FreshItemsContext, useFreshItems } from './fresh-items';
import { PublishBar } from './publish-bar';
import type { DocumentState } from './draft-state';
import { useDocumentDraft } from './use-document-draft';

const ArrowLeft = icon(ArrowLeftNode);

function statusLine(doc: DocumentState, zone: string): string {
  if (doc.status === 'scheduled' && doc.publishAt) return copy.scheduled(formatDateTime(doc.publishAt, zone));
  if (doc.status === 'draft') return doc.live ? copy.liveWithChanges : copy.neverPublished;
  return copy.upToDate;
}

/**
 * The editor page of a document (docs/decisions/0036): every field from the kind's definition, blocks added, moved
 * and removed in place; a draft saved by itself as staff type, then published now or at a time.
 */
export function DocumentEditor({ kind, id, companions = [] }: { kind: ClientKind; id: string; companions?: readonly Companion[] }) {
  const zone = useSiteTimeZone();
  const draft = useDocumentDraft(`${kindListUrl(kind.key)}/${id}`, kind.fields);
  const [busy, setBusy] = useState(false);
  const { values, doc, save } = draft;
  // A singleton is named by its kind ("Navigation"); a page by its own title.
  const title = kind.singleton ? kind.labels.singular : values ? String(values[kind.card.title] ?? '') : '';
  const addressField = Object.entries(kind.fields).find(([, field]) => field.type === 'address')?.[0];
  const address = values && addressField ? String(values[addressField] ?? '') : null;
  const previews = previewFieldOf(kind) !== null;

  const [deleting, setDeleting] = useState(false);
  const [together, setTogether] = useState<Array<{ kind: string; id: string }>>([]);
  const router = useRouter();
  const queryClient = useQueryClient();
  // A block or item just added is not marked red until staff type in it, or press Publish or Schedule.
  const freshItems = useFreshItems(draft.errors);
  const errors = freshItems.marked;
  const waitingOnNew = save.kind === 'invalid' && !freshItems.stale && Object.keys(errors).length === 0;

  async function remove() {
    setBusy(true);
    try {
      await draft.remove();
      await queryClient.invalidateQueries({ queryKey: [kindListUrl(kind.key)] });
      toast({ title: copy.deleted(kind.labels.singular) });
      router.push(kindAdminPath(kind.key));
    } catch (error) {
      setBusy(false);
      setDeleting(false);
      toast({ title: error instanceof ApiError ? (error.serverMessage ?? error.message) : copy.saveFailed, variant: 'destructive' });
    }
  }

  /** Publishes now, with the site-wide documents staff ticked (in one publication) when they ticked any. */
  async function publishNow() {
    freshItems.reveal();
    if (together.length === 0) return run(() => draft.publish(), copy.published);
    await run(() => draft.publishWith(together, { kind: kind.key, id }), copy.publishedTogether(together.length));
    setTogether([]);
    for (const companion of companions) await queryClient.invalidateQueries({ queryKey: companionQueryKey(companion.key) });
  }

  /** Schedules (or cancels), with the site-wide documents staff ticked when they ticked any: all at that time. */
  async function schedule(publishAt: string | null): Promise<boolean> {
    freshItems.reveal();
    if (publishAt === null || together.length === 0) return draft.publish(publishAt);
    const done = await draft.publishWith(together, { kind: kind.key, id }, publishAt);
    setTogether([]);
    for (const companion of companions) await queryClient.invalidateQueries({ queryKey: companionQueryKey(companion.key) });
    return done;
  }

  async function run(action: () => Promise<boolean>, done: string) {
    setBusy(true);
    try {
      if (await action()) toast({ title: done });
    } catch (error) {
      toast({ title: error instanceof ApiError ? (error.serverMessage ?? error.message) : copy.saveFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link href={kind.singleton ? STAFF_HOME : kindAdminPath(kind.key)} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {kind.singleton ? adminShell.backToDashboard : copy.backToList(kind.labels.plural)}
      </Link>
      {draft.loadFailed ? (
        <p role="alert">{copy.loadError}</p>
      ) : !values || !doc ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <>
          <div className="grid gap-2">
            <h1 className="text-title font-bold tracking-tight">{title || kind.labels.singular}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={doc.status === 'published' ? 'default' : doc.status === 'scheduled' ? 'accent' : 'muted'}>{copy.status[doc.status]}</Badge>
              <span>{statusLine(doc, zone)}</span>
            </p>
          </div>

          <div className={previews ? 'grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start' : 'grid'}>
            <div className="grid min-w-0 gap-6">
              {doc.liveAddress && address && address !== doc.liveAddress && (
                <p role="note" className="max-w-3xl rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
                  {copy.moveNote(doc.liveAddress, address)}
                </p>
              )}

              {/* Not a <form>: nothing is submitted (the draft saves itself), and Enter in a field must not publish. */}
              <div className="grid max-w-3xl gap-6">
                <FreshItemsContext value={freshItems.events}>
                  <FieldsEditor fields={kind.fields} values={values} onChange={draft.change} path="" errors={errors} />
                </FreshItemsContext>
                <DocumentChecks checks={doc.checks} />
                <PublishBar save={save} waitingOnNew={waitingOnNew} doc={doc} busy={busy} onRetry={() => void draft.flush()} onPublish={() => void publishNow()} companions={companions} together={together} onTogether={setTogether} zone={zone} />
              </div>

              <DocumentSchedule scheduledLine={doc.status === 'scheduled' ? statusLine(doc, zone) : null} batched={Boolean(doc.publishBatch)} together={together.length} zone={zone} busy={busy} publish={schedule} run={run} />
              <DocumentHistory url={`${kindListUrl(kind.key)}/${id}`} revision={doc.revision} fields={kind.fields} current={values} onRestore={(versionId) => {
                  freshItems.reveal();
                  return draft.restore(versionId);
                }} />
              {!kind.singleton && (
                <div className="max-w-3xl">
                  <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => setDeleting(true)}>
                    {copy.deleteDocument(kind.labels.singular)}
                  </Button>
                </div>
              )}
            </div>
            {previews && <PreviewPane kind={kind.key} id={id} values={values} fresh={freshItems.fresh} />}
          </div>
          <ConfirmDeleteDialog description={deleting ? copy.deleteBody(title, doc.liveAddress) : null} pending={busy} onConfirm={() => void remove()} onCancel={() => setDeleting(false)} />
          <LeaveGuard dirty={draft.dirty} saving={draft.savingByItself} />
        </>
      )}
    </div>
  );
}
