'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Marks `[data-reveal]` elements revealed once they scroll into view; CSS in globals.css does the motion. */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])'));
    if (!('IntersectionObserver' in window)) {
      for (const element of pending) element.dataset.revealed = 'true';
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealed = 'true';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
    );
    for (const element of pending) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
