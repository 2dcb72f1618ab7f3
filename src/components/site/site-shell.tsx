import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { site } from '@/content/site';
import { publicConfig } from '@/server/env';
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
 */
export function SiteShell({ children, routeLinks = true }: { children: ReactNode; routeLinks?: boolean }) {
  return (
    <>
      <SkipLink label={site.skipLink} />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer config={publicConfig()} />
      <ChatButton />
      <RevealObserver />
      {routeLinks && <LinkRouter />}
    </>
  );
}
