import type { ReactNode } from 'react';
import { ChatButton } from '@/components/site/chat-button';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { PageTransition } from '@/components/site/page-transition';
import { RevealObserver } from '@/components/site/reveal-observer';
import { site } from '@/content/site';
import { publicConfig } from '@/server/env';

export default function SiteLayout({ children }: { children: ReactNode }) {
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
