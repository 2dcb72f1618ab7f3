'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';

/** Fades each page in (0.5 s, off under reduced motion) and starts it at the top unless a #hash is targeted. */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return (
    <div key={pathname} className="animate-fade-in">
      {children}
    </div>
  );
}
