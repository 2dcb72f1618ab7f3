'use client';

import { useEffect } from 'react';
import { recordTouch } from '@/lib/attribution-client';

/** Notes where this visit came from, in the tab's session storage, once the page is idle (docs/decisions/0021). */
export function AttributionRecorder() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => recordTouch());
  }, []);
  return null;
}
