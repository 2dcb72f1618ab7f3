'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pagerCopy } from '@/content/admin';

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
