'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { applicationsCopy as copy } from '@/content/admin-applications';
import { apiRequest } from '@/lib/api-client';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/schemas/application';
import { formatDateTime } from '@/lib/site-time';

export const APPLICATIONS_URL = '/api/admin/applications';
const PAGE_SIZE = 25;
const FILTERS = ['opening', 'status', 'q'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
type Row = { id: string; name: string; email: string; opening: { id: string; title: string } | null; status: ApplicationStatus; createdAt: string };
type ApplicationPage = { data: Row[]; page: number; pageSize: number; total: number };

function queryString(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (filters[key]) params.set(key, filters[key]!);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** /admin/applications: every application, filtered by position, status and a search, in the URL; newest first. */
export function ApplicationsInbox() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const zone = useSiteTimeZone();
  const { filters, page } = useMemo(() => {
    const read: Filters = {};
    for (const key of FILTERS) if (searchParams.get(key)) read[key] = searchParams.get(key)!;
    return { filters: read, page: Math.max(1, Number(searchParams.get('page')) || 1) };
  }, [searchParams]);
  const listUrl = `${APPLICATIONS_URL}?${queryString(filters, page)}&pageSize=${PAGE_SIZE}`;
  const list = useQuery<ApplicationPage>({ queryKey: [listUrl], queryFn: ({ signal }) => apiRequest<ApplicationPage>(listUrl, { signal }), placeholderData: keepPreviousData });
  const openings = useQuery<Array<{ id: string; title: string }>>({ queryKey: ['/api/admin/job-openings'] });
  const show = (next: Filters, nextPage = 1) => {
    const query = queryString(next, nextPage);
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {/* The filtered set, every page, without the CVs. */}
        <a href={`${APPLICATIONS_URL}/export${queryString(filters) ? `?${queryString(filters)}` : ''}`} download className={buttonClasses({ variant: 'secondary' })}>
          {copy.exportCsv}
        </a>
      </AdminPageHeader>
      {/* Not a <form>: each control applies itself, there is nothing to submit. */}
      <div role="search" aria-label={copy.filtersLabel} className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.opening}
          <Select value={filters.opening ?? ''} onChange={(event) => show({ ...filters, opening: event.target.value || undefined })}>
            <option value="">{copy.anyOpening}</option>
            <option value="general">{copy.general}</option>
            {(openings.data ?? []).map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.status}
          <Select value={filters.status ?? ''} onChange={(event) => show({ ...filters, status: event.target.value || undefined })}>
            <option value="">{copy.anyStatus}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.search}
          <Input type="search" defaultValue={filters.q ?? ''} placeholder={copy.searchPlaceholder} onChange={(event) => show({ ...filters, q: event.target.value.trim() || undefined })} />
        </label>
      </div>
      {list.isPending ? (
        <LoadingState what={copy.listName} />
      ) : list.isError ? (
        <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : data!.total === 0 ? (
        filtered ? <EmptyState title={copy.noMatchTitle} body={copy.noMatchBody} /> : <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />
      ) : (
        <section aria-label={copy.title} aria-busy={list.isPlaceholderData} className="grid gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {copy.summary(data!.total, data!.page, pages)}
          </p>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
            {data!.data.map((row) => (
              <li key={row.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                <div className="min-w-0">
                  <Link href={`/admin/applications/${row.id}`} aria-label={copy.open(row.name)} className="font-semibold hover:text-primary">
                    {row.name}
                  </Link>
                  <p className="truncate text-sm text-muted-foreground">
                    {row.email} · {row.opening?.title ?? copy.general}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                  <Badge variant={row.status === 'new' ? 'accent' : row.status === 'spam' || row.status === 'rejected' ? 'muted' : 'default'}>{copy.statuses[row.status]}</Badge>
                  <span>
                    {copy.received} {formatDateTime(row.createdAt, zone)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} label={copy.pagination} onPage={(next) => show(filters, next)} />
        </section>
      )}
    </div>
  );
}
