import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, defaultQueryFn } from './api-client';

/**
 * The admin's query client with the spec's defaults: no retries, data never stale, no refetch on focus,
 * no polling. Lists refresh only when a write invalidates them. `onUnauthorized` runs when any request
 * answers 401 (the session ended), so the page can send staff back to the login instead of an error panel.
 */
export function makeQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Refetches every query of a list, whatever its filters or page (their keys are the list's URL and a query). */
export function invalidateList(queryClient: QueryClient, listUrl: string) {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(listUrl) });
}

/** Query keys: the URL each list is fetched from (the default query function GETs the first element). */
export const adminKeys = {
  redirects: ['/api/admin/redirects'] as const,
  contactRequests: ['/api/admin/contact-requests'] as const,
};
