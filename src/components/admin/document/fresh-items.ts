'use client';

import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';

// The items and blocks staff have just added and not yet typed in (docs/decisions/0036, amended 2026-12-07). A new
// block's fields start empty, and the draft's check would mark each required one red before anyone could type: those
// marks wait until staff type in the block, or press Publish or Schedule. Kept by place (`blocks.3`), and moved with
// the item when the list is reordered or an item before it is removed.

export type FreshItemEvents = {
  /** An item was added at `itemPath`. */
  added(itemPath: string): void;
  /** The list at `listPath` was reordered: `order[newIndex]` is the item's old index. */
  moved(listPath: string, order: readonly number[]): void;
  /** The item at `index` of the list at `listPath` was removed. */
  removed(listPath: string, index: number): void;
  /** Staff changed something in the item at `itemPath`. */
  touched(itemPath: string): void;
};

const ignore: FreshItemEvents = { added() {}, moved() {}, removed() {}, touched() {} };

/** What the items editors report to; outside a document editor, nothing listens. */
export const FreshItemsContext = createContext<FreshItemEvents>(ignore);

/** The index right under `listPath` in `path`, with the rest of the path; null when `path` is not inside that list. */
export function indexIn(listPath: string, path: string): { index: number; rest: string } | null {
  const prefix = `${listPath}.`;
  if (!path.startsWith(prefix)) return null;
  const [head, ...rest] = path.slice(prefix.length).split('.');
  const index = Number(head);
  return Number.isInteger(index) && head !== '' ? { index, rest: rest.length > 0 ? `.${rest.join('.')}` : '' } : null;
}

/** The places after a reorder: each fresh path inside the list follows its item. */
export function afterMove(fresh: ReadonlySet<string>, listPath: string, order: readonly number[]): Set<string> {
  const newIndexOf = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  return new Set(
    [...fresh].map((path) => {
      const at = indexIn(listPath, path);
      const to = at ? newIndexOf.get(at.index) : undefined;
      return at && to !== undefined ? `${listPath}.${to}${at.rest}` : path;
    }),
  );
}

/** The places after a removal: the removed item's paths go, the later items' move up by one. */
export function afterRemove(fresh: ReadonlySet<string>, listPath: string, removed: number): Set<string> {
  const next = new Set<string>();
  for (const path of fresh) {
    const at = indexIn(listPath, path);
    if (!at) next.add(path);
    else if (at.index < removed) next.add(path);
    else if (at.index > removed) next.add(`${listPath}.${at.index - 1}${at.rest}`);
  }
  return next;
}

/** The errors to mark: all but those inside an item still fresh. */
export function visibleErrors(errors: Readonly<Record<string, string>>, fresh: ReadonlySet<string>): Record<string, string> {
  if (fresh.size === 0) return errors;
  const inFresh = (path: string) => [...fresh].some((item) => path === item || path.startsWith(`${item}.`));
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !inFresh(path)));
}

/**
 * The document editor's fresh items: the events its items editors send, `reveal` (Publish, Schedule, a restore), and
 * the draft's `errors` to mark. Errors are keyed by place and checked again 800 ms after a change: between a reorder
 * or a removal and that check they name the old places, so none is marked (a fresh block's would land on the block
 * that took its place).
 */
export function useFreshItems(errors: Readonly<Record<string, string>>) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [staleErrors, setStaleErrors] = useState<Readonly<Record<string, string>> | null>(null);
  const latestErrors = useRef(errors);
  useEffect(() => {
    latestErrors.current = errors;
  }, [errors]);
  const events = useMemo<FreshItemEvents>(
    () => ({
      added: (itemPath) => setFresh((current) => new Set(current).add(itemPath)),
      moved: (listPath, order) => {
        setStaleErrors(latestErrors.current);
        setFresh((current) => (current.size === 0 ? current : afterMove(current, listPath, order)));
      },
      removed: (listPath, index) => {
        setStaleErrors(latestErrors.current);
        setFresh((current) => (current.size === 0 ? current : afterRemove(current, listPath, index)));
      },
      touched: (itemPath) =>
        setFresh((current) => {
          if (!current.has(itemPath)) return current;
          const next = new Set(current);
          next.delete(itemPath);
          return next;
        }),
    }),
    [],
  );
  const reveal = useCallback(() => setFresh((current) => (current.size === 0 ? current : new Set())), []);
  const stale = staleErrors !== null && staleErrors === errors && Object.keys(errors).length > 0;
  return { events, reveal, stale, fresh, marked: stale ? {} : visibleErrors(errors, fresh) };
}
