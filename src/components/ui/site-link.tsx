'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Ask for the target page's data when the visitor shows intent (pointer over, touch, focus). Default true. */
  prefetch?: boolean;
};

/** The address of `href` within this site (path, query, hash), or null when it leads elsewhere. */
function sameOrigin(href: string): string | null {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Left clicks without modifier keys on a link meant for this tab: the ones a client-side navigation may take. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const { target, download } = event.currentTarget;
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && (!target || target === '_self') && !download;
}

/**
 * A link of the public site: a plain `<a>` that the App Router follows within the site (so the page fade and the
 * kept layout work as with next/link), for about a quarter of next/link's code, on every public page. next/link also
 * prefetches every link as it scrolls into view: dozens of payloads on a phone, most never opened. This one asks for
 * the one the visitor points at, touches or focuses (docs/decisions/0027). The staff area keeps next/link.
 */
export function SiteLink({ href, prefetch = true, onClick, onPointerEnter, onTouchStart, onFocus, ...anchor }: SiteLinkProps) {
  const router = useRouter();
  const prefetchTarget = () => {
    const address = prefetch ? sameOrigin(href) : null;
    if (address && address.split('#')[0] !== window.location.pathname + window.location.search) router.prefetch(address);
  };
  return (
    <a
      href={href}
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        const address = sameOrigin(href);
        if (!address) return;
        event.preventDefault();
        router.push(address);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetchTarget();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchTarget();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchTarget();
      }}
    />
  );
}
