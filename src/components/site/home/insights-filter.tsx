'use client';

import { useState, type ReactNode } from 'react';
import { categoryLabels } from '@/lib/categories';
import { useReplayMark } from '@/components/ui/replay-mark';
import { cx } from '@/lib/cx';
import { insightChips, type CategoryFilter } from '@/lib/resource-filters';

export type InsightItem = { key: string; categories: string[]; card: ReactNode };

/** Category chips over server-rendered cards: only the visibility of each card changes here. Without scripting the
 * chips could not filter: they are hidden, and every card shows. */
export function InsightsFilter({ items, label, empty }: { items: InsightItem[]; label: string; empty: string }) {
  const [selected, setSelected] = useState<CategoryFilter>('all');
  const replayMark = useReplayMark();
  const visible = items.filter((item) => selected === 'all' || item.categories.includes(selected));
  return (
    <>
      <div role="group" aria-label={label} className="mt-10 flex flex-wrap justify-center gap-2 noscript:hidden">
        {insightChips.map((chip) => (
          <button
            key={chip}
            type="button"
            // A press before the chips have hydrated is replayed once they have (src/lib/early-controls.mjs).
            data-replay={replayMark}
            aria-pressed={selected === chip}
            onClick={() => setSelected(chip)}
            className={cx(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
              selected === chip ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-surface-2 hover:text-foreground',
            )}
          >
            {categoryLabels[chip]}
          </button>
        ))}
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} hidden={!visible.includes(item)}>{item.card}</li>
        ))}
      </ul>
      {visible.length === 0 && <p className="mt-6 text-center text-muted-foreground">{empty}</p>}
    </>
  );
}
