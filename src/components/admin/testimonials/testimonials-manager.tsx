'use client';

import { Plus as PlusNode } from 'lucide';
import { icon } from '@/components/ui/icon';
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
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { deleteDialog } from '@/content/admin';
import { testimonialsCopy as copy } from '@/content/admin-managers';
import { adminKeys } from '@/lib/query-client';
import type { Testimonial, TestimonialCreate } from '@/lib/schemas/testimonial';
import { TestimonialCard } from './testimonial-card';
import { TestimonialForm } from './testimonial-form';

const Plus = icon(PlusNode);

type FormState = { mode: 'add' } | { mode: 'edit'; testimonial: Testimonial };

const LIST_URL = adminKeys.testimonials[0];
// A multiple of the grid's one, two and three columns.
const PAGE_SIZE = 24;

/** /admin/testimonials: the list in every state, the eye toggle, and the add / edit / delete dialogs. */
export function TestimonialsManager() {
  const paged = usePagedList<Testimonial>(LIST_URL, PAGE_SIZE);
  const { create, update, remove } = useEntityMutations<Testimonial>(LIST_URL, copy);
  const dialog = useFormDialog<FormState>();
  const form = dialog.state;
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const editing = form?.mode === 'edit' ? form.testimonial : null;

  function save(values: TestimonialCreate) {
    return dialog.save(() => (editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values)));
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  }

  const addButton = (
    <Button onClick={() => dialog.open({ mode: 'add' })}>
      <Plus aria-hidden />
      {copy.add}
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {addButton}
      </AdminPageHeader>
      <PagedCardList
        paged={paged}
        copy={copy}
        empty={<EmptyState title={copy.emptyTitle} body={copy.emptyBody} />}
        renderItem={(testimonial) => (
          <TestimonialCard
            testimonial={testimonial}
            toggling={update.isPending && update.variables?.id === testimonial.id}
            onToggle={() => update.mutate({ id: testimonial.id, body: { isActive: !testimonial.isActive } })}
            onEdit={() => dialog.open({ mode: 'edit', testimonial })}
            onDelete={() => setDeleting(testimonial)}
          />
        )}
      />
      <FormDialog open={form !== null} locked={dialog.saving} onClose={dialog.close} className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{editing ? copy.editDialogTitle : copy.addDialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogDescription}</DialogDescription>
        </DialogHeader>
        {form && <TestimonialForm key={editing?.id ?? 'new'} testimonial={editing} onSubmit={save} />}
      </FormDialog>
      <ConfirmDeleteDialog description={deleting ? deleteDialog.body(deleting.name) : null} pending={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </div>
  );
}
