'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTypedIntoBeforeStart } from '@/components/ui/typed-before-start';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { applicationsCopy as copy } from '@/content/admin-applications';
import { usePagedList } from '@/components/admin/use-paged-list';
import type { ApplicationRow } from '@/lib/schemas/application';
import { StatusOptions } from './status-options';
import { formatDateTime } from '@/lib/site-time';

export const APPLICATIONS_URL = '/api/admin/applications';
const PAGE_SIZE = 25;
const FILTERS = ['opening', 'status', 'q'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** Search as staff type, sent 300 ms after they stop; it follows the address too (Back, a link). */
function useSearchDraft(current: string, apply: (q: string) => void) {
  const [draft, setDraft] = useState(current);
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    setSeen(current);
    setDraft(current);
  }
  useEffect(() => {
    if (draft === current) return;
    const timer = setTimeout(() => apply(draft.trim()), 300);
    return () => clearTimeout(timer);
  }, [draft, current, apply]);
  return [draft, setDraft] as const;
}

/** /admin/applications: every application, filtered by position, status and a search, in the URL; newest first. */
export function ApplicationsInbox() {
  const searchParams = useSearchParams();
  const zone = useSiteTimeZone();
  const filters = useMemo(() => Object.fromEntries(FILTERS.flatMap((key) => (searchParams.get(key) ? [[key, searchParams.get(key)!]] : []))) as Filters, [searchParams]);
  const { list, page, pages, goTo, setFilters } = usePagedList<ApplicationRow>(APPLICATIONS_URL, PAGE_SIZE, filters);
  const openings = useQuery<Array<{ id: string; title: string }>>({ queryKey: ['/api/admin/job-openings'] });
  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [search, setSearch] = useSearchDraft(filters.q ?? '', applySearch);
  const box = useRef<HTMLInputElement>(null);
  // Words typed while the screen was on its way are the search (issue 20: nothing typed is lost).
  useTypedIntoBeforeStart(box, setSearch);
  const exportQuery = new URLSearchParams(filters).toString();
  const data = list.data;
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        {/* The filtered set, every page, without the CVs. */}
        <a href={`${APPLICATIONS_URL}/export${exportQuery ? `?${exportQuery}` : ''}`} download className={buttonClasses({ variant: 'secondary' })}>
          {copy.exportCsv}
        </a>
      </AdminPageHeader>
      {/* Not a <form>: each control applies itself, there is nothing to submit. */}
      <div role="search" aria-label={copy.filtersLabel} className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.opening}
          <Select value={filters.opening ?? ''} onChange={(event) => setFilters({ opening: event.target.value })}>
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
          <Select value={filters.status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">{copy.anyStatus}</option>
            <StatusOptions />
          </Select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.search}
          <Input ref={box} type="search" value={search} placeholder={copy.searchPlaceholder} onChange={(event) => setSearch(event.target.value)} />
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
          <Pager page={page} pages={pages} label={copy.pagination} onPage={goTo} />
        </section>
      )}
    </div>
  );
}
