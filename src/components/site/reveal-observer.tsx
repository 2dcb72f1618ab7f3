'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const READY_CLASS = 'reveal-ready';

/**
 * Reveals `[data-reveal]` elements once, as they scroll into view (CSS in globals.css does the motion). Content
 * in or above the viewport when this first runs is shown without motion, so nothing visible blinks out.
 */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])'));
    const root = document.documentElement;
    if (!('IntersectionObserver' in window)) return;
    const firstRun = !root.classList.contains(READY_CLASS);
    const waiting = pending.filter((element) => {
      const inOrAboveView = element.getBoundingClientRect().top < window.innerHeight;
      if (firstRun && inOrAboveView) element.dataset.revealed = 'true';
      return element.dataset.revealed !== 'true';
    });
    root.classList.add(READY_CLASS);
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
    for (const element of waiting) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
