'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStaffUserId } from './staff-user';

/** What a long form keeps in this browser until it is saved or discarded. */
export type LocalDraft<V> = {
  /** When it was written (ISO): "Restore unsaved changes from <time>?". */
  savedAt: string;
  /** The record's revision when staff began (null for a new record): a newer saved version is never hidden. */
  revision: number | null;
  values: V;
};

// Typing is written at most this often; a reload or a closed tab writes what is pending at once (pagehide).
const WRITE_DELAY_MS = 400;
const PREFIX = 'smarttech:draft:v1';

/** The storage key: one copy per kind of record, per record (or "new"), per staff account. */
const draftKey = (kind: string, recordId: string | null, staffId: string | null) => `${PREFIX}:${kind}:${recordId ?? 'new'}:${staffId ?? 'staff'}`;

// Names a kind's copies were kept under before its form was generated from its definition: the resource dialog
// wrote them as 'resource' until 2026-12-07. Such a copy is still offered back, and moves to the kind's own key
// at the first keystroke (or goes, on a save or a discard).
const EARLIER_NAMES: Readonly<Record<string, string>> = { resources: 'resource' };

function read<V>(key: string): LocalDraft<V> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft<V>>;
    return typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? (draft as LocalDraft<V>) : null;
  } catch {
    return null;
  }
}

/**
 * A local copy of a long form (localStorage), so a reload, a crash or a closed tab loses nothing typed.
 * `found` is the copy there was when the form opened; `keep` writes (debounced) while staff type, `remove` drops
 * it (saved, discarded, or the form is back to what is stored). Storage that is full or off only means no copy.
 */
export function useLocalDraft<V>(kind: string, recordId: string | null, revision: number | null) {
  const staffId = useStaffUserId();
  const key = draftKey(kind, recordId, staffId);
  const earlierName = Object.hasOwn(EARLIER_NAMES, kind) ? EARLIER_NAMES[kind] : undefined;
  const earlierKey = earlierName ? draftKey(earlierName, recordId, staffId) : null;
  const [found] = useState(() => (typeof window === 'undefined' ? null : (read<V>(key) ?? (earlierKey ? read<V>(earlierKey) : null))));
  const pending = useRef<LocalDraft<V> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (!draft) return;
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
      if (earlierKey) window.localStorage.removeItem(earlierKey);
    } catch {
      // Full or disabled storage: the confirm before closing still protects the work.
    }
  }, [key, earlierKey]);

  const keep = useCallback(
    (values: V) => {
      pending.current = { savedAt: new Date().toISOString(), revision, values };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_DELAY_MS);
    },
    [flush, revision],
  );

  const remove = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    try {
      window.localStorage.removeItem(key);
      if (earlierKey) window.localStorage.removeItem(earlierKey);
    } catch {
      // Nothing was kept.
    }
  }, [key, earlierKey]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Unmounted (closed after a save or a discard, which removed the copy, or left): what is pending is written.
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ found, keep, remove }), [found, keep, remove]);
}
