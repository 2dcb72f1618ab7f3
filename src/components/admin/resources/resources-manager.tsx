'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft as ArrowLeftNode, Plus as PlusNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { FormDialog } from '@/components/admin/form-dialog';
import { EmptyState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { PagedCardList } from '@/components/admin/pager';
import { usePagedList } from '@/components/admin/use-paged-list';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { Button } from '@/components/ui/button';
import { fieldControlClasses, Label } from '@/components/ui/input';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { resourceActionsCopy as actions, trashCopyOf } from '@/content/admin-publishing';
import { adminKeys } from '@/lib/query-client';
import type { Resource, ResourceCreate } from '@/lib/schemas/resource';
import { KindHistory } from '@/components/admin/kind/kind-history';
import { KindTrash } from '@/components/admin/kind/kind-trash';
import { resources } from '@/kinds/resources/definition';
import { clientKindOf, kindTrashUrl } from '@/kit/client-kind';
import { resourcePath } from '@/lib/routes';
import { ResourceBadges } from './category-badges';
import { previewHref, ResourceCard } from './resource-card';
import { ResourceForm } from './resource-form';
import { ResourceView } from './resource-view';

const ArrowLeft = icon(ArrowLeftNode);
const Plus = icon(PlusNode);
const Trash2 = icon(Trash2Node);

type DialogState = { mode: 'add' } | { mode: 'edit' | 'view'; resource: Resource };
type Tab = (typeof copy.tabs)[number]['value'];
type StatusFilter = (typeof actions.statusFilters)[number]['value'];

const LIST_URL = adminKeys.resources[0];
const kind = clientKindOf(resources);
const trashCopy = trashCopyOf(resources.labels);
const addressOf = (values: Record<string, unknown>) => resourcePath(String(values.slug ?? ''));
// A multiple of the grid's one, two and three columns.
const PAGE_SIZE = 24;
const tabOf = (value: string | null): Tab => copy.tabs.find((item) => item.value === value)?.value ?? 'all';
const statusOf = (value: string | null): StatusFilter => actions.statusFilters.find((item) => item.value === value)?.value ?? 'all';

/**
 * /admin/resources: tabs by type and a status filter (in the address, applied on the server), pages, the trash,
 * and the add / edit / view / history / delete dialogs.
 */
export function ResourcesManager() {
  const searchParams = useSearchParams();
  const tab = tabOf(searchParams.get('type'));
  const status = statusOf(searchParams.get('state'));
  const filters = { ...(tab !== 'all' ? { type: tab } : {}), ...(status !== 'all' ? { state: status } : {}) };
  const paged = usePagedList<Resource>(LIST_URL, PAGE_SIZE, filters);
  const { setFilters } = paged;
  const queryClient = useQueryClient();
  const { create, update, remove } = useEntityMutations<Resource>(LIST_URL, copy);
  const [trash, setTrash] = useState(false);
  const dialogs = useFormDialog<DialogState>();
  const dialog = dialogs.state;
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const [history, setHistory] = useState<Resource | null>(null);
  const current = dialog && dialog.mode !== 'add' ? dialog.resource : null;

  function save(values: ResourceCreate) {
    // The revision the form opened goes as If-Match: a save over someone else's answers 412 and keeps the dialog.
    return dialogs.save(() => (current ? update.mutateAsync({ id: current.id, body: values, revision: current.revision }) : create.mutateAsync(values)));
  }

  function moveToTrash(resource: Resource) {
    remove.mutate(resource.id, {
      onSuccess: () => {
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: [kindTrashUrl(kind.key)] });
      },
    });
  }

  function body(type: Tab) {
    const empty = status === 'all' ? copy.typeEmpty[type] : actions.statusEmpty;
    return (
      <PagedCardList
        paged={paged}
        copy={copy}
        empty={<EmptyState title={empty.title} body={empty.body} />}
        renderItem={(resource) => (
          <ResourceCard
            resource={resource}
            onView={() => dialogs.open({ mode: 'view', resource })}
            onEdit={() => dialogs.open({ mode: 'edit', resource })}
            onHistory={() => setHistory(resource)}
            onDelete={() => setDeleting(resource)}
          />
        )}
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {trash ? (
          <Button variant="secondary" onClick={() => setTrash(false)}>
            <ArrowLeft aria-hidden />
            {trashCopy.hide}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setTrash(true)}>
            <Trash2 aria-hidden />
            {trashCopy.show}
          </Button>
        )}
        <Button onClick={() => dialogs.open({ mode: 'add' })}>
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
          <KindTrash kind={kind} details={(doc) => <ResourceBadges type={(doc as Resource).type} categories={(doc as Resource).categories} />} />
        </section>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setFilters({ type: value === 'all' ? null : value })}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <TabsList aria-label={copy.tabsLabel}>
              {copy.tabs.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="flex items-center gap-2">
              <Label htmlFor="resource-status-filter">{actions.statusFilterLabel}</Label>
              <select id="resource-status-filter" value={status} onChange={(event) => setFilters({ state: event.target.value === 'all' ? null : event.target.value })} className={`${fieldControlClasses} h-10 w-40`}>
                {actions.statusFilters.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {copy.tabs.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              {body(item.value)}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <FormDialog open={dialog !== null} locked={dialogs.saving} onClose={dialogs.close} className="max-w-[800px]">
        {dialog?.mode === 'view' ? (
          <ResourceView resource={dialog.resource} onEdit={() => dialogs.open({ mode: 'edit', resource: dialog.resource })} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{current ? copy.editDialogTitle : copy.addDialogTitle}</DialogTitle>
              <DialogDescription>{copy.dialogDescription}</DialogDescription>
            </DialogHeader>
            {dialog && <ResourceForm key={current?.id ?? 'new'} resource={current} onSubmit={save} />}
          </>
        )}
      </FormDialog>
      <ConfirmDeleteDialog description={deleting ? trashCopy.moveBody(deleting.title) : null} pending={remove.isPending} onConfirm={() => deleting && moveToTrash(deleting)} onCancel={() => setDeleting(null)} />
      {history && <KindHistory key={history.id} kind={kind} doc={history} onClose={() => setHistory(null)} addressOf={addressOf} previewHref={(versionId) => previewHref(history.id, versionId)} />}
    </div>
  );
}
