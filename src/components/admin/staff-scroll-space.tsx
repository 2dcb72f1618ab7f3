'use client';

import { useEffect } from 'react';

/** Keeps clear of the bottom bars of the editors (Publish) when the browser scrolls a field into view. */
const BOTTOM_BAR_SPACE = '6rem';

/**
 * The staff header stays at the top from 768 px (below, it scrolls away: three rows of sections would take a fifth
 * of a phone's screen). While it does, its height is the page's `--staff-header-height` (what sticky panels such as
 * the editor's preview sit under) and the top of the scroll padding, so a field focused or scrolled into view lands
 * below the header and above the editors' Publish bar, never under either.
 */
export function StaffScrollSpace({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    const root = document.documentElement;
    const measure = () => {
      const height = getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      root.style.setProperty('--staff-header-height', `${Math.ceil(height)}px`);
    };
    measure();
    root.style.scrollPaddingTop = 'calc(var(--staff-header-height) + 0.75rem)';
    root.style.scrollPaddingBottom = BOTTOM_BAR_SPACE;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--staff-header-height');
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [headerId]);
  return null;
}
