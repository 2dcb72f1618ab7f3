'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentToast } from '@/lib/toast';

// The toast region's code (a Radix primitive) is not needed to paint a page: it loads when the browser is idle,
// or at once when something shows a toast before that. Until then there is nothing to show. React.lazy rather than
// next/dynamic: it renders only in the browser, after hydration, so next/dynamic's server-side machinery (about
// 1.3 KiB gzip on every page) buys nothing here.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The single toast region of the root layout, its code loaded when idle or on the first toast. */
export function DeferredToaster({ dismissLabel }: { dismissLabel: string }) {
  const message = useCurrentToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1500);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle || message ? (
    <Suspense fallback={null}>
      <Toaster dismissLabel={dismissLabel} />
    </Suspense>
  ) : null;
}
