import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { site } from '@/content/site';
import { ANALYTICS_BEACON_SRC } from '@/lib/analytics-beacon-src';
import { AFTER_PAINT_ATTRIBUTE } from '@/lib/after-first-paint.mjs';
import type { NavItem } from '@/content/navigation';
import { getFooter, getNavigation, getSettings, type SiteNavigation } from '@/server/queries/public';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';
import { LinkRouter } from './link-router';
import { PageTransition } from './page-transition';
import { RevealObserver } from './reveal-observer';

/**
 * The public shell: skip link, header, the page in <main>, footer, the floating chat button. One place for all.
 * `routeLinks={false}` leaves links as full page loads: the global 404 page has a document of its own, which the
 * App Router cannot swap for a page of the root layout (it changed the address and kept the 404 on screen).
 * `preview`: the staff's live preview of a draft (app/admin/(preview)), the page as visitors see it but still: no
 * reveal motion (every band shown as it renders), no chat button, links left to the preview's bridge.
 */
export async function SiteShell({ children, routeLinks = true, preview = false }: { children: ReactNode; routeLinks?: boolean; preview?: boolean }) {
  const [navigation, footer, settings] = await Promise.all([getNavigation(), getFooter(), getSettings()]);
  return (
    <>
      <SkipLink label={site.skipLink} />
      <Header items={menuOf(navigation)} cta={navigation.cta} />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer content={footer} config={settings} />
      {!preview && (
        <>
          <ChatButton />
          <RevealObserver />
          {/*
            The site's own analytics (docs/decisions/0039): named here, asked for by the pre-paint script once the page has
            painted (src/lib/after-first-paint.mjs), so it is in no paint's way, not even as an async file.
          */}
          <script type="text/plain" {...{ [AFTER_PAINT_ATTRIBUTE]: ANALYTICS_BEACON_SRC }} />
          {routeLinks && <LinkRouter />}
        </>
      )}
    </>
  );
}

/** The menu as the header draws it: an item with links under it is a dropdown. */
function menuOf(navigation: SiteNavigation): NavItem[] {
  return navigation.items.map(({ text, href, dropdown }) => ({
    text,
    href,
    ...(dropdown.length > 0 ? { dropdown: dropdown.map((link) => ({ text: link.text, href: link.href, ...(link.description ? { description: link.description } : {}) })) } : {}),
  }));
}
