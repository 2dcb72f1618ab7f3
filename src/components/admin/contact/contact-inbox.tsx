'use client';

import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { buttonClasses } from '@/components/ui/button';
import { contactCopy as copy } from '@/content/admin-managers';
import { adminKeys } from '@/lib/query-client';
import type { ContactRequest } from '@/lib/schemas/contact';
import { ContactRequestItem } from './contact-request-item';

export const CONTACT_EXPORT_URL = '/api/admin/contact-requests/export';

function newestFirst(requests: ContactRequest[]) {
  return [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** /admin/contact: every contact request in full, newest first; mark handled or new, delete, export as CSV. */
export function ContactInbox() {
  const list = useQuery<ContactRequest[]>({ queryKey: adminKeys.contactRequests });
  const { update, remove } = useEntityMutations<ContactRequest>(adminKeys.contactRequests[0], copy);
  const [deleting, setDeleting] = useState<ContactRequest | null>(null);
  const requests = list.data ? newestFirst(list.data) : [];
  const freshCount = requests.filter((request) => request.status === 'new').length;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        <a href={CONTACT_EXPORT_URL} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden />
          {copy.export}
        </a>
      </AdminPageHeader>
      {list.isPending ? (
        <LoadingState what={copy.listName} />
      ) : list.isError ? (
        <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : requests.length === 0 ? (
        <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />
      ) : (
        <section aria-label={copy.title} className="grid gap-4">
          <p className="text-sm text-muted-foreground">{copy.summary(requests.length, freshCount)}</p>
          <ul className="grid gap-4">
            {requests.map((request) => (
              <li key={request.id}>
                <ContactRequestItem
                  request={request}
                  updating={update.isPending && update.variables?.id === request.id}
                  onToggleStatus={() => update.mutate({ id: request.id, body: { status: request.status === 'new' ? 'handled' : 'new' } })}
                  onDelete={() => setDeleting(request)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDeleteDialog
        description={deleting ? copy.deleteBody(deleting.name) : null}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
