import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { publicConfig } from '@/server/env';
import { ChatButton } from './chat-button';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { RevealObserver } from './reveal-observer';

/** The public shell: skip link, header, the page in <main>, footer, the floating chat button. One place for all. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {site.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer config={publicConfig()} />
      <ChatButton />
      <RevealObserver />
    </>
  );
}
