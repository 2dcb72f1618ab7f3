import type { AnchorHTMLAttributes } from 'react';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Fetch the target page ahead when the visitor points at, touches or focuses the link. Default true. */
  prefetch?: boolean;
};

/**
 * A link of the public site: a plain `<a>`, marked for the one router of links (components/site/link-router.tsx)
 * that follows it within the site, as next/link would, with the layout kept, the page fade and scroll to the top.
 * No client component per link: next/link made each of the shell's 50-odd links one, with its code on every page and
 * its hydration after the first paint (docs/decisions/0027). Usable from server and client components alike.
 */
export function SiteLink({ href, prefetch = true, ...anchor }: SiteLinkProps) {
  return <a href={href} data-site-link={prefetch ? '' : 'no-prefetch'} {...anchor} />;
}
