'use client';

import { useState, type KeyboardEvent, type PointerEvent } from 'react';

const LIST_ATTRIBUTE = 'data-reorder-list';

/** Where a dragged item would land: how many of the other items' middles are above the pointer. */
function dropIndex(list: HTMLElement, from: number, pointerY: number): number {
  const middles = [...list.children].map((item) => {
    const box = item.getBoundingClientRect();
    return box.top + box.height / 2;
  });
  return middles.filter((middle, index) => index !== from && middle < pointerY).length;
}

/** Scrolls the page while a dragged item is held near the top or bottom of the window, so any place can be reached. */
function scrollNearEdge(pointerY: number) {
  const edge = 72;
  if (pointerY < edge) window.scrollBy(0, -Math.ceil((edge - pointerY) / 3));
  else if (pointerY > window.innerHeight - edge) window.scrollBy(0, Math.ceil((pointerY - window.innerHeight + edge) / 3));
}

/**
 * Reordering by a handle: dragged by pointer (captured, so every move and the release reach it, with a line where the
 * item would go), or moved by the arrow keys on it. `moveTo(from, to)` puts the item at `from` at place `to`, counted
 * without it. `listProps` go on the element whose children are the items.
 */
export function useDragReorder(count: number, moveTo: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);

  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, to: index });
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      const list = event.currentTarget.closest<HTMLElement>(`[${LIST_ATTRIBUTE}]`);
      if (!drag || !list) return;
      scrollNearEdge(event.clientY);
      const to = dropIndex(list, drag.from, event.clientY);
      if (to !== drag.to) setDrag({ ...drag, to });
    },
    onPointerUp() {
      if (!drag) return;
      setDrag(null);
      moveTo(drag.from, drag.to);
    },
    onPointerCancel() {
      setDrag(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      const by = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
      if (by === 0) return;
      event.preventDefault();
      moveTo(index, index + by);
    },
  });

  /** The line under or over the item at `index` where the dragged one would go (a class), or nothing. */
  const dropLine = (index: number) => {
    if (!drag || drag.to === drag.from) return '';
    const before = drag.to < drag.from ? drag.to : drag.to + 1;
    if (index === before) return ' shadow-[0_-3px_0_0_var(--color-primary)]';
    return before === count && index === count - 1 ? ' shadow-[0_3px_0_0_var(--color-primary)]' : '';
  };

  return { listProps: { [LIST_ATTRIBUTE]: '' }, handleProps, dropLine, dragging: drag?.from ?? null };
}
