'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useCurrentToast } from '@/lib/toast';

// The toast region's code (a Radix primitive) is not needed to paint a page: it loads when the browser is idle,
// or at once when something shows a toast before that. Until then there is nothing to show.
const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

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
  return idle || message ? <Toaster dismissLabel={dismissLabel} /> : null;
}
