'use client';

import { useEffect, type ReactNode } from 'react';

/**
 * Marks `<html data-hydrated>` when the page's shell has hydrated (the outermost client component's effect runs after
 * those of the components it holds). A signal for checks and tests that need the app; the controls themselves never
 * wait for it (a control that needs the app carries its own mark: replay-mark.ts).
 */
export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}
