import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML (and so on a page without JavaScript), true once React runs in the browser.
 *
 * Finding out costs a synchronous re-render of the calling component and everything it draws, right after the page
 * hydrates. A component whose output would not change can say so (`matters: false`): the answer then stays false,
 * as it was in the server HTML, and the re-render never happens.
 */
export function useHydrated(matters = true): boolean {
  return useSyncExternalStore(subscribe, () => matters, () => false);
}
