'use client';

import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { ErrorPanel, LoadingState } from '@/components/admin/list-states';
import type { PagedList } from '@/components/admin/use-paged-list';
import { Button } from '@/components/ui/button';
import { pagerCopy } from '@/content/admin';

const ChevronLeft = icon(ChevronLeftNode);
const ChevronRight = icon(ChevronRightNode);

/** Previous / "page of pages" / Next under a staff list; nothing when everything fits on one page. */
export function Pager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> {pagerCopy.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{pagerCopy.position(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {pagerCopy.next} <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

type ListCopy = {
  /** The region's name; `summary` is the line above the cards ("24 testimonials"). */
  title: string;
  summary: (total: number) => string;
  listName: string;
  errorTitle: string;
  errorBody: string;
  pagination: string;
};

type PagedCardListProps<T> = {
  paged: PagedList<T>;
  copy: ListCopy;
  /** Shown when the list (with its filters) has nothing. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
};

/**
 * A paged staff list as cards: loading, an error with Retry, the empty state, or one page of cards in the staff
 * grid (one, two, three columns) with its count above and the pager below. While the next page loads, the current
 * one stays, dimmed.
 */
export function PagedCardList<T extends { id: string }>({ paged: { list, page, pages, goTo }, copy, empty, renderItem }: PagedCardListProps<T>) {
  if (list.isPending) return <LoadingState what={copy.listName} />;
  if (list.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.total === 0) return empty;
  const stale = list.isPlaceholderData;
  return (
    <section aria-label={copy.title} aria-busy={stale} className="grid gap-5">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {copy.summary(list.data.total)}
      </p>
      <ul className={`grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
        {list.data.data.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} label={copy.pagination} onPage={goTo} />
    </section>
  );
}
