'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { Paged } from '@/lib/schemas/paging';

/**
 * One page of a staff list from its API (`?page=&pageSize=` and any `params`), the page number (and the filters
 * set with `setFilters`) kept in the address, so a reload returns to them. While the next page loads, the current
 * one stays shown.
 */
export function usePagedList<T>(listUrl: string, pageSize: number, params: Record<string, string> = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const query = new URLSearchParams({ ...params, page: String(page), pageSize: String(pageSize) }).toString();
  const url = `${listUrl}?${query}`;
  const list = useQuery<Paged<T>>({ queryKey: [url], queryFn: ({ signal }) => apiRequest<Paged<T>>(url, { signal }), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const navigate = useCallback(
    (changes: Record<string, string | null>) => {
      const address = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value) address.set(key, value);
        else address.delete(key);
      }
      const search = address.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );
  const goTo = useCallback(
    (next: number) => {
      navigate({ page: next > 1 ? String(next) : null });
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );
  /** Changes filters kept in the address (a null or empty value removes one); the list starts again at page 1. */
  const setFilters = useCallback((changes: Record<string, string | null>) => navigate({ ...changes, page: null }), [navigate]);
  // Past the end (the last item of the last page was deleted, or an old link): the last page instead.
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastTheEnd) goTo(pages);
  }, [pastTheEnd, pages, goTo]);
  return { list, page, pages, goTo, setFilters, searchParams };
}

/** What `usePagedList` gives a list screen (components/admin/pager.tsx draws it). */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
