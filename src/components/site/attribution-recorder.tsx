'use client';

import { useEffect } from 'react';

/**
 * Notes where this visit came from, in the tab's session storage, once the page is idle (docs/decisions/0021). The
 * code that reads the address loads then too: no page needs it before (the contact form imports it itself).
 */
export function AttributionRecorder() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void import('@/lib/attribution-client').then((module) => module.recordTouch()));
  }, []);
  return null;
}
