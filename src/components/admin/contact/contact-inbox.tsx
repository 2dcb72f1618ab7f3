'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download as DownloadNode, ShieldCheck as ShieldCheckNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { buttonClasses } from '@/components/ui/button';
import { contactCopy as copy } from '@/content/admin-leads';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-client';
import type { ContactRequest } from '@/lib/schemas/contact';
import { ContactRequestItem } from './contact-request-item';
import { FILTER_KEYS, InboxFilterBar, type InboxFilters, type StaffOption } from './inbox-filters';

const Download = icon(DownloadNode);
const ShieldCheck = icon(ShieldCheckNode);

export const CONTACT_EXPORT_URL = '/api/admin/contact-requests/export';
const LIST_URL = adminKeys.contactRequests[0];
const PAGE_SIZE = 25;

type LeadPage = { data: ContactRequest[]; page: number; pageSize: number; total: number };

/** The URL's filters and page; the query string the API and the CSV export take. */
function readFilters(params: URLSearchParams): { filters: InboxFilters; page: number } {
  const filters: InboxFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { filters, page: Math.max(1, Number(params.get('page')) || 1) };
}

function queryString(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** /admin/contact: the leads, searched, filtered, sorted and paged on the server; status and owner at a glance. */
export function ContactInbox() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { filters, page } = useMemo(() => readFilters(new URLSearchParams(searchParams.toString())), [searchParams]);
  const apiParams = new URLSearchParams(queryString(filters, page));
  apiParams.set('pageSize', String(PAGE_SIZE));
  const apiQuery = apiParams.toString();
  const listUrl = `${LIST_URL}?${apiQuery}`;
  // The page answers { data, page, pageSize, total } at the top level, so it is read whole (not unwrapped).
  const list = useQuery<LeadPage>({ queryKey: [listUrl], queryFn: ({ signal }) => apiRequest<LeadPage>(listUrl, { signal }), placeholderData: keepPreviousData });
  const staff = useQuery<StaffOption[]>({ queryKey: ['/api/admin/staff'] });
  const sources = useQuery<string[]>({ queryKey: [`${LIST_URL}/sources`] });
  const { update, remove } = useEntityMutations<ContactRequest>(LIST_URL, copy);
  const [deleting, setDeleting] = useState<ContactRequest | null>(null);

  // Each change starts again at page 1; the URL keeps the view across reloads and Back.
  const show = useCallback(
    (next: InboxFilters, nextPage = 1) => {
      const query = queryString(next, nextPage);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router],
  );
  const owners = new Map((staff.data ?? []).map((account) => [account.id, account.email]));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filters).some((key) => key !== 'sort');

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        <Link href="/admin/privacy" className={buttonClasses({ variant: 'ghost' })}>
          <ShieldCheck aria-hidden />
          {copy.privacyLink}
        </Link>
        <a href={`${CONTACT_EXPORT_URL}${queryString(filters) ? `?${queryString(filters)}` : ''}`} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden />
          {copy.export}
        </a>
      </AdminPageHeader>
      <InboxFilterBar filters={filters} staff={staff.data ?? []} sources={sources.data ?? []} onChange={show} />
      {list.isPending ? (
        <LoadingState what={copy.listName} />
      ) : list.isError ? (
        <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : data!.total === 0 ? (
        filtered ? <EmptyState title={copy.noMatchTitle} body={copy.noMatchBody} /> : <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />
      ) : (
        <section aria-label={copy.title} aria-busy={list.isPlaceholderData} className="grid gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">{copy.summary(data!.total, data!.page, pages)}</p>
          <ul className={`grid gap-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data!.data.map((request) => (
              <li key={request.id}>
                <ContactRequestItem
                  request={request}
                  ownerEmail={request.ownerId ? (owners.get(request.ownerId) ?? null) : null}
                  updating={update.isPending && update.variables?.id === request.id}
                  onStatus={(status) => update.mutate({ id: request.id, body: { status } })}
                  onDelete={() => setDeleting(request)}
                />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} label={copy.pagination} onPage={(next) => show(filters, next)} />
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
