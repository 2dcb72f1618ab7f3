'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

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
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <div key={pathname} className={fades ? 'animate-fade-in' : undefined}>
      {children}
    </div>
  );
}
