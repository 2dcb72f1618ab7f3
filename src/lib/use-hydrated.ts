import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML (and so on a page without JavaScript), true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
