'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { mediaCopy as copy } from '@/content/admin-media';
import type { MediaItem, MediaPage } from '@/lib/schemas/media';
import { fetchMediaPage, mediaPageKey } from './media-client';

const ChevronLeft = icon(ChevronLeftNode);
const ChevronRight = icon(ChevronRightNode);

type MediaGridProps = { page: number; search?: string; onPage: (page: number) => void; onOpen: (item: MediaItem) => void; actionLabel: (name: string) => string };

/** One page of the library (of the images matching `search`) as a grid of buttons (open or choose), with its states. */
export function MediaGrid({ page, search = '', onPage, onOpen, actionLabel }: MediaGridProps) {
  // The page shown stays while the next search's loads, so the grid does not blink at every keystroke.
  const query = useQuery<MediaPage>({ queryKey: mediaPageKey(page, search), queryFn: ({ signal }) => fetchMediaPage(page, search, signal), placeholderData: keepPreviousData });
  if (query.isPending) return <LoadingState what={copy.listName} />;
  if (query.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { items, pageCount, total } = query.data;
  if (items.length === 0) return search ? <EmptyState title={copy.search.noneTitle} body={copy.search.noneBody(search)} /> : <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />;
  return (
    <div className="grid gap-4">
      {search && <p role="status" className="text-sm text-muted-foreground">{copy.search.found(total)}</p>}
      <ul aria-label={copy.gridLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item)}
              aria-label={actionLabel(item.alt || item.originalName)}
              className="group grid w-full gap-1.5 rounded-lg border border-border bg-surface p-2 text-left transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the library's own 320 px variant */}
              <img src={item.variants.find((v) => v.format === 'webp')?.url ?? item.url} alt="" loading="lazy" className="aspect-square w-full rounded-md bg-surface-2 object-cover" />
              <span className="truncate text-xs font-medium">{item.alt || copy.noAlt}</span>
              <span className="text-xs text-muted-foreground">{copy.size(item.width, item.height)}</span>
            </button>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label={copy.page(page, pageCount)} className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            <ChevronLeft aria-hidden /> {copy.previous}
          </Button>
          <span className="text-sm text-muted-foreground">{copy.page(page, pageCount)}</span>
          <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
            {copy.next} <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
