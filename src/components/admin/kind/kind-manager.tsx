'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft as ArrowLeftNode, Plus as PlusNode, Trash2 as Trash2Node } from 'lucide';
import { useMemo, useState, type ReactNode } from 'react';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { deleteDialog } from '@/content/admin';
import { kindCopy, kindWords } from '@/content/admin-kinds';
import { trashCopyOf } from '@/content/admin-publishing';
import { kindListUrl, kindPreviewUrl, kindTrashUrl, type ClientKind } from '@/kit/client-kind';
import type { SlugField } from '@/kit/fields';
import { KindBadges } from './kind-badges';
import { KindCard } from './kind-card';
import { KindForm } from './kind-form';
import { KindHistory } from './kind-history';
import { KindTrash } from './kind-trash';
import { KindView } from './kind-view';
import { ALL, useKindListFilters, type KindTab } from './list-filters';
import { StatusFilter } from './status-filter';

const ArrowLeft = icon(ArrowLeftNode);
const Plus = icon(PlusNode);
const Trash2 = icon(Trash2Node);

type Doc = Record<string, unknown> & { id: string; createdAt: string; revision?: number };
type DialogState = { mode: 'add' } | { mode: 'edit' | 'view'; doc: Doc };

// A multiple of the grid's one, two and three columns.
const PAGE_SIZE = 24;

/**
 * `/admin/<kind>`: the list in every state (by the definition's tabs and status filter, kept in the address and
 * applied on the server), the card's switch, and the add / edit / view / delete dialogs; for a kind with a history,
 * each document's History; for one with a trash, the trash beside the list.
 */
export function KindManager({ kind }: { kind: ClientKind }) {
  const copy = useMemo(() => kindCopy(kind.labels, kind.fields), [kind.labels, kind.fields]);
  const trashCopy = useMemo(() => trashCopyOf(kind.labels), [kind.labels]);
  const listUrl = kindListUrl(kind.key);
  const { tabKey, tabField, tabs, tab, status, filters } = useKindListFilters(kind);
  const list = usePagedList<Doc>(listUrl, PAGE_SIZE, filters);
  const { setFilters } = list;
  const { create, update, remove } = useEntityMutations<Doc>(listUrl, copy);
  const dialog = useFormDialog<DialogState>();
  const open = dialog.state;
  const [deleting, setDeleting] = useState<Doc | null>(null);
  const [history, setHistory] = useState<Doc | null>(null);
  const [trash, setTrash] = useState(false);
  const queryClient = useQueryClient();
  const current = open && open.mode !== 'add' ? open.doc : null;
  const titleOf = (doc: Doc) => String(doc[kind.card.title] ?? '');
  const switchField = kind.card.switch?.field;
  // Formatted text needs room: the spec's resource dialog is 800 wide, a testimonial's 600.
  const wide = Object.values(kind.fields).some((field) => field.type === 'richText');
  // A restore that changes the slug moves the public address: the History says so.
  const slug = Object.entries(kind.fields).find((entry): entry is [string, SlugField] => entry[1].type === 'slug');
  const addressOf = kind.preview && slug ? (values: Record<string, unknown>) => `${slug[1].prefix ?? '/'}${String(values[slug[0]] ?? '')}` : undefined;

  function save(values: Record<string, unknown>) {
    // The revision the dialog opened (a kind with a history) goes as If-Match: a save over someone else's is refused.
    const revision = typeof current?.revision === 'number' ? current.revision : undefined;
    return dialog.save(() => (current ? update.mutateAsync({ id: current.id, body: values, revision }) : create.mutateAsync(values)));
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

  function cards(empty: ReactNode) {
    return (
      <PagedCardList
        paged={list}
        copy={copy}
        empty={empty}
        renderItem={(doc) => (
          <KindCard
            kind={kind}
            copy={copy}
            doc={doc}
            toggling={update.isPending && update.variables?.id === doc.id}
            onToggle={() => switchField && update.mutate({ id: doc.id, body: { [switchField]: !doc[switchField] } })}
            onView={kind.card.view ? () => dialog.open({ mode: 'view', doc }) : undefined}
            onEdit={() => dialog.open({ mode: 'edit', doc })}
            onHistory={kind.history ? () => setHistory(doc) : undefined}
            onDelete={() => setDeleting(doc)}
          />
        )}
      />
    );
  }

  function emptyOf(item: KindTab | null) {
    if (status !== ALL) return <EmptyState title={kindWords.statusEmptyTitle} body={copy.statusEmptyBody(tab !== ALL ? tabField?.label : undefined)} />;
    if (!item?.empty) return <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />;
    return <EmptyState title={copy.tabEmptyTitle(item.label)} body={item.empty.empty ?? copy.emptyBody} />;
  }

  function body() {
    if (trash) {
      return (
        <section aria-labelledby="trash-heading" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="trash-heading" className="text-xl font-semibold">
              {trashCopy.title}
            </h2>
            <p className="text-sm text-muted-foreground">{trashCopy.intro}</p>
          </div>
          <KindTrash kind={kind} details={(doc) => <KindBadges kind={kind} doc={doc} />} />
        </section>
      );
    }
    // The status filter of a kind that goes live by a time, beside the tabs (or alone).
    const statusFilter = kind.list?.states && <StatusFilter id={`${kind.key}-status-filter`} value={status} onChange={(value) => setFilters({ state: value === ALL ? null : value })} />;
    if (!tabKey || !tabField) {
      return (
        <div className="grid gap-4">
          {statusFilter && <div className="flex justify-end">{statusFilter}</div>}
          {cards(emptyOf(null))}
        </div>
      );
    }
    return (
      <Tabs value={tab} onValueChange={(value) => setFilters({ [tabKey]: value === ALL ? null : value })}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label={copy.tabsLabel(tabField.label)}>
            {tabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {statusFilter}
        </div>
        {tabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {cards(emptyOf(item))}
          </TabsContent>
        ))}
      </Tabs>
    );
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
      {body()}
      <FormDialog open={open !== null} locked={dialog.saving} onClose={dialog.close} className={wide ? 'max-w-[800px]' : 'max-w-[600px]'}>
        {open?.mode === 'view' ? (
          <KindView kind={kind} copy={copy} doc={open.doc} onEdit={() => dialog.open({ mode: 'edit', doc: open.doc })} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{current ? copy.editDialogTitle : copy.addDialogTitle}</DialogTitle>
              <DialogDescription>{copy.dialogDescription}</DialogDescription>
            </DialogHeader>
            {open && <KindForm key={current?.id ?? 'new'} kind={kind} copy={copy} doc={current} onSubmit={save} />}
          </>
        )}
      </FormDialog>
      <ConfirmDeleteDialog description={deleting ? (kind.trash ? trashCopy.moveBody(titleOf(deleting)) : deleteDialog.body(titleOf(deleting))) : null} pending={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      {history && <KindHistory key={history.id} kind={kind} doc={history} onClose={() => setHistory(null)} addressOf={addressOf} previewHref={kind.preview ? (versionId) => kindPreviewUrl(kind.key, history.id, versionId) : undefined} />}
    </div>
  );
}
