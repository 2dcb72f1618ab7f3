'use client';

import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
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

type PagedGridProps<T> = {
  /** The region's name, and the line above the cards ("24 testimonials"). */
  label: string;
  summary: string;
  /** One page of the list; `stale` while the next page loads (the current one stays, dimmed). */
  items: T[];
  stale: boolean;
  renderItem: (item: T) => ReactNode;
  page: number;
  pages: number;
  pagerLabel: string;
  onPage: (page: number) => void;
};

/** A page of cards in the staff grid (one, two, three columns), its count above and the pager below. */
export function PagedCardGrid<T extends { id: string }>({ label, summary, items, stale, renderItem, page, pages, pagerLabel, onPage }: PagedGridProps<T>) {
  return (
    <section aria-label={label} aria-busy={stale} className="grid gap-5">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <ul className={`grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
        {items.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} label={pagerLabel} onPage={onPage} />
    </section>
  );
}
