import type { Metadata } from 'next';
import Link from 'next/link';
import { ChatButton } from '@/components/site/chat-button';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { site } from '@/content/site';
import { publicConfig } from '@/server/env';

export const metadata: Metadata = { title: site.notFound.title, robots: { index: false } };

// Rendered for every unmatched path (status 404) with the public shell around it.
export default function NotFound() {
  return (
    <>
      <Header />
      <main id="main" className="animate-fade-in">
        <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
          <p className="bg-gradient-to-br from-primary to-accent bg-clip-text text-7xl font-extrabold text-transparent" aria-hidden>404</p>
          <h1 className="mt-4 text-title font-bold tracking-tight">{site.notFound.title}</h1>
          <p className="mt-4 max-w-md text-muted-foreground">{site.notFound.body}</p>
          <Link href="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            {site.notFound.homeLink}
          </Link>
        </Container>
      </main>
      <Footer config={publicConfig()} />
      <ChatButton />
    </>
  );
}
