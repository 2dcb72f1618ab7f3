'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { RENDER_ALL_CLASS } from '@/lib/render-when-near.mjs';

/** The link a DOM event happened on, when it is a SiteLink (components/ui/site-link.tsx). */
const siteLinkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-site-link]') : null);

/** The link's address within this site (path, query, hash), or null when it leads elsewhere. */
function addressOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

const isThisPage = (address: string) => address.split('#')[0] === window.location.pathname + window.location.search;

/** Before a jump to an anchor or a return through history: every band laid out, so the browser lands right. */
const renderAllBands = () => document.documentElement.classList.add(RENDER_ALL_CLASS);

/**
 * On Back and Forward the browser puts the page back where the visitor left it. With the smooth scrolling meant for
 * anchor links (globals.css) it glided there from the top, across the whole page; it now jumps. Anchor links are
 * smooth again from the next click.
 */
const onHistoryTraversal = () => {
  renderAllBands();
  document.documentElement.style.scrollBehavior = 'auto';
};
const smoothScrollingAgain = () => document.documentElement.style.removeProperty('scroll-behavior');

/**
 * Follows the site's links within the App Router, from one listener for the whole document (docs/decisions/0027):
 * a plain left click on a SiteLink for this tab becomes `router.push`; modified and middle clicks, `target`,
 * `download`, other origins, a jump within this page, and clicks a component already handled are the browser's.
 * The target page is fetched ahead when the visitor points at, touches or focuses the link. Before a jump to an
 * anchor, and on Back and Forward, every band of the page is laid out (src/lib/render-when-near.mjs); on Back and
 * Forward the scroll position comes back at once.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = siteLinkOf(event);
      const address = link && link.dataset.siteLink !== 'no-prefetch' ? addressOf(link) : null;
      if (!address || isThisPage(address) || prefetched.has(address)) return;
      prefetched.add(address);
      router.prefetch(address);
    };
    const follow = (event: MouseEvent) => {
      const link = siteLinkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const address = addressOf(link);
      if (!address) return;
      if (address.includes('#')) renderAllBands();
      if (isThisPage(address) && address.includes('#')) return;
      event.preventDefault();
      router.push(address);
    };
    document.addEventListener('click', smoothScrollingAgain, { capture: true });
    document.addEventListener('click', follow);
    window.addEventListener('popstate', onHistoryTraversal);
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('touchstart', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', smoothScrollingAgain, { capture: true });
      document.removeEventListener('click', follow);
      window.removeEventListener('popstate', onHistoryTraversal);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, [router]);
  return null;
}
