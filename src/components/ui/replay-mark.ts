'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The `data-replay` attribute of a control only the app can run (a carousel's button, a filter chip): present in the
 * server's HTML and until the control's own component has hydrated, then gone. While it is there, the pre-paint
 * script holds a click on the control, and replays it once it is gone (src/lib/early-controls.mjs): a press made
 * before the app runs is never lost, nor run twice. Per component, because parts of a page can hydrate at different
 * times.
 */
export function useReplayMark(): '' | undefined {
  return useHydrated() ? undefined : '';
}

/** False in the server's HTML and during hydration, true on the render that follows it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
