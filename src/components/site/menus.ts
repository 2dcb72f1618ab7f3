'use client';

import { useEffect, useRef } from 'react';

/**
 * The header's menus are `<details>` elements whose open state React never renders (src/lib/early-controls.mjs).
 * When the app moves to another page (a link, Back, Forward), the returned ref's element and the menus inside it
 * close; not on the first render, which would close a menu the visitor opened before the app started.
 */
export function useCloseMenusOnNavigation<T extends HTMLElement>(pathname: string) {
  const root = useRef<T>(null);
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const element = root.current;
    if (!element) return;
    for (const menu of [element, ...element.querySelectorAll('details')]) if (menu instanceof HTMLDetailsElement) menu.open = false;
  }, [pathname]);
  return root;
}
