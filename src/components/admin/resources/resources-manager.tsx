'use client';

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { FormDialog } from '@/components/admin/form-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { deleteDialog } from '@/content/admin';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { adminKeys } from '@/lib/query-client';
import type { Resource, ResourceCreate } from '@/lib/schemas/resource';
import { ResourceCard } from './resource-card';
import { ResourceForm } from './resource-form';
import { ResourceView } from './resource-view';

type DialogState = { mode: 'add' } | { mode: 'edit' | 'view'; resource: Resource };
type Tab = (typeof copy.tabs)[number]['value'];

/** /admin/resources: tabs by type, the list in every state, and the add / edit / view / delete dialogs. */
export function ResourcesManager() {
  const list = useQuery<Resource[]>({ queryKey: adminKeys.resources });
  const { create, update, remove } = useEntityMutations<Resource>(adminKeys.resources[0], copy);
  const [tab, setTab] = useState<Tab>('all');
  const dialogs = useFormDialog<DialogState>();
  const dialog = dialogs.state;
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const current = dialog && dialog.mode !== 'add' ? dialog.resource : null;

  function save(values: ResourceCreate) {
    return dialogs.save(() => (current ? update.mutateAsync({ id: current.id, body: values }) : create.mutateAsync(values)));
  }

  function body(type: Tab) {
    if (list.isPending) return <LoadingState what={copy.listName} />;
    if (list.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
    const items = type === 'all' ? list.data : list.data.filter((resource) => resource.type === type);
    if (items.length === 0) return <EmptyState title={copy.typeEmpty[type].title} body={copy.typeEmpty[type].body} />;
    return (
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((resource) => (
          <li key={resource.id} className="grid">
            <ResourceCard
              resource={resource}
              onView={() => dialogs.open({ mode: 'view', resource })}
              onEdit={() => dialogs.open({ mode: 'edit', resource })}
              onDelete={() => setDeleting(resource)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        <Button onClick={() => dialogs.open({ mode: 'add' })}>
          <Plus aria-hidden />
          {copy.add}
        </Button>
      </AdminPageHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={copy.tabsLabel}>
          {copy.tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {copy.tabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {body(item.value)}
          </TabsContent>
        ))}
      </Tabs>
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
      <ConfirmDeleteDialog description={deleting ? deleteDialog.body(deleting.title) : null} pending={remove.isPending} onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })} onCancel={() => setDeleting(null)} />
    </div>
  );
}
