'use client';

import { useEffect, type ReactNode } from 'react';

/**
 * Marks `<html data-hydrated>` when the page has hydrated: as the outermost client component it commits last. The
 * pre-paint script then replays the clicks it held for controls only the app can run (src/lib/early-controls.mjs).
 */
export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}
