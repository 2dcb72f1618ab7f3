'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const READY_CLASS = 'reveal-ready';

const reveal = (element: Element) => ((element as HTMLElement).dataset.revealed = 'true');
const hide = (element: Element) => ((element as HTMLElement).dataset.revealed = 'false');

/**
 * Reveals `[data-reveal]` elements once, as they scroll into view (CSS in globals.css does the motion).
 *
 * On the page a visit starts on, what is in view when this first runs stays as it is, so nothing visible blinks out.
 * Which elements those are is asked of an IntersectionObserver, not of `getBoundingClientRect`: the bands below the
 * first screen are not laid out until they come near it (`render-when-near`), and measuring their contents here
 * would lay them all out at once, in the task that hydrates the page. Only then is the document marked
 * `reveal-ready`, which hides every element not yet revealed: the contents of pages moved to within the site.
 */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const root = document.documentElement;
    const pending = Array.from(document.querySelectorAll('[data-reveal]:not([data-revealed])'));
    const revealer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          revealer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
    );
    const waitForView = (element: Element) => {
      hide(element);
      revealer.observe(element);
    };
    if (root.classList.contains(READY_CLASS)) {
      pending.forEach(waitForView);
      return () => revealer.disconnect();
    }
    let unseen = pending.length;
    const firstLook = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        firstLook.unobserve(entry.target);
        if (entry.isIntersecting) reveal(entry.target);
        else waitForView(entry.target);
        unseen -= 1;
      }
      if (unseen === 0) root.classList.add(READY_CLASS);
    });
    pending.forEach((element) => firstLook.observe(element));
    if (pending.length === 0) root.classList.add(READY_CLASS);
    return () => {
      firstLook.disconnect();
      revealer.disconnect();
    };
  }, [pathname]);
  return null;
}
