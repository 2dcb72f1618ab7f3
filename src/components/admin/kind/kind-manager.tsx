'use client';

import { ArrowLeft as ArrowLeftNode, Plus as PlusNode, Trash2 as Trash2Node } from 'lucide';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { FormDialog } from '@/components/admin/form-dialog';
import { EmptyState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { PagedCardList } from '@/components/admin/pager';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { usePagedList } from '@/components/admin/use-paged-list';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { icon } from '@/components/ui/icon';
import { deleteDialog } from '@/content/admin';
import { kindCopy } from '@/content/admin-kinds';
import { trashCopyOf } from '@/content/admin-publishing';
import { kindListUrl, kindTrashUrl, type ClientKind } from '@/kit/client-kind';
import { useQueryClient } from '@tanstack/react-query';
import { KindCard } from './kind-card';
import { KindForm } from './kind-form';
import { KindHistory } from './kind-history';
import { KindTrash } from './kind-trash';

const ArrowLeft = icon(ArrowLeftNode);
const Plus = icon(PlusNode);
const Trash2 = icon(Trash2Node);

type Doc = Record<string, unknown> & { id: string; createdAt: string };
type FormState = { mode: 'add' } | { mode: 'edit'; doc: Doc };

// A multiple of the grid's one, two and three columns.
const PAGE_SIZE = 24;

/**
 * `/admin/<kind>`: the list in every state, the card's switch, and the add / edit / delete dialogs; for a kind with a
 * history, each document's History; for one with a trash, the trash beside the list.
 */
export function KindManager({ kind }: { kind: ClientKind }) {
  const copy = useMemo(() => kindCopy(kind.labels, kind.fields), [kind.labels, kind.fields]);
  const listUrl = kindListUrl(kind.key);
  const paged = usePagedList<Doc>(listUrl, PAGE_SIZE);
  const { create, update, remove } = useEntityMutations<Doc>(listUrl, copy);
  const dialog = useFormDialog<FormState>();
  const form = dialog.state;
  const [deleting, setDeleting] = useState<Doc | null>(null);
  const [history, setHistory] = useState<Doc | null>(null);
  const [trash, setTrash] = useState(false);
  const trashCopy = useMemo(() => trashCopyOf(kind.labels), [kind.labels]);
  const queryClient = useQueryClient();
  const editing = form?.mode === 'edit' ? form.doc : null;
  const titleOf = (doc: Doc) => String(doc[kind.card.title] ?? '');
  const switchField = kind.card.switch?.field;

  function save(values: Record<string, unknown>) {
    // The revision the dialog opened (a kind with a history) goes as If-Match: a save over someone else's is refused.
    const revision = typeof editing?.revision === 'number' ? editing.revision : undefined;
    return dialog.save(() => (editing ? update.mutateAsync({ id: editing.id, body: values, revision }) : create.mutateAsync(values)));
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        // With a trash, what was deleted is there now.
        if (kind.trash) void queryClient.invalidateQueries({ queryKey: [kindTrashUrl(kind.key)] });
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {kind.trash && (
          <Button variant="secondary" onClick={() => setTrash(!trash)}>
            {trash ? <ArrowLeft aria-hidden /> : <Trash2 aria-hidden />}
            {trash ? trashCopy.hide : trashCopy.show}
          </Button>
        )}
        <Button onClick={() => dialog.open({ mode: 'add' })}>
          <Plus aria-hidden />
          {copy.add}
        </Button>
      </AdminPageHeader>
      {trash ? (
        <section aria-labelledby="trash-heading" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="trash-heading" className="text-xl font-semibold">
              {trashCopy.title}
            </h2>
            <p className="text-sm text-muted-foreground">{trashCopy.intro}</p>
          </div>
          <KindTrash kind={kind} />
        </section>
      ) : (
        <PagedCardList
          paged={paged}
          copy={copy}
          empty={<EmptyState title={copy.emptyTitle} body={copy.emptyBody} />}
          renderItem={(doc) => (
            <KindCard
              card={kind.card}
              copy={copy}
              doc={doc}
              toggling={update.isPending && update.variables?.id === doc.id}
              onToggle={() => switchField && update.mutate({ id: doc.id, body: { [switchField]: !doc[switchField] } })}
              onEdit={() => dialog.open({ mode: 'edit', doc })}
              onHistory={kind.history ? () => setHistory(doc) : undefined}
              onDelete={() => setDeleting(doc)}
            />
          )}
        />
      )}
      <FormDialog open={form !== null} locked={dialog.saving} onClose={dialog.close} className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{editing ? copy.editDialogTitle : copy.addDialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogDescription}</DialogDescription>
        </DialogHeader>
        {form && <KindForm key={editing?.id ?? 'new'} kind={kind} copy={copy} doc={editing} onSubmit={save} />}
      </FormDialog>
      <ConfirmDeleteDialog description={deleting ? (kind.trash ? trashCopy.moveBody(titleOf(deleting)) : deleteDialog.body(titleOf(deleting))) : null} pending={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      {history && <KindHistory key={history.id} kind={kind} doc={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
