'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { WEB_FONT_LOADED_KEY } from '@/lib/web-font.mjs';

/**
 * Fades each page in (0.5 s, off under reduced motion) when the visitor moves to it within the site, and starts it
 * at the top unless a #hash is targeted. The page a visit starts on is painted at once, never faded: a fade from
 * opacity 0 would hold back its first paint of content (and its Largest Contentful Paint).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Adjusted while rendering (not in an effect), so the next page's first frame already carries the fade.
  if (!navigated && pathname !== firstPath) setNavigated(true);
  const fades = navigated || pathname !== firstPath;
  // The web font, once the first page fetched it (theme-script.mjs), is applied as the next page replaces it:
  // before that page's first frame, so nothing the visitor is reading reflows.
  useLayoutEffect(() => {
    if (!fades) return;
    try {
      if (window.sessionStorage.getItem(WEB_FONT_LOADED_KEY)) document.documentElement.classList.add('web-font');
    } catch {
      // Storage disabled: the next full page load decides.
    }
  }, [fades, pathname]);
  // Only when the visitor has moved to another page: on the page the visit started on, the browser placed the view
  // (and the visitor may have scrolled before the app started, which this effect, run at hydration, once undid:
  // the page jumped to the top under their finger and their click was lost).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <div key={pathname} className={fades ? 'animate-fade-in' : undefined}>
      {children}
    </div>
  );
}
