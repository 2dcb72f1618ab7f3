'use client';

import { ErrorContent } from '@/components/site/error-content';
import { Logo } from '@/components/site/logo';
import { containerClasses } from '@/components/ui/styles';
import { errorCopy } from '@/content/errors';
import { site } from '@/content/site';

// A failure outside the site's and the admin's own boundaries (e.g. in the site layout): brings a minimal header.
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <header className="border-b border-border/70">
        <div className={`${containerClasses} flex h-16 items-center`}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no router code in a boundary every page loads (error-content.tsx) */}
          <a href="/" className="rounded-md" aria-label={site.homeLinkLabel}>
            <Logo />
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <ErrorContent copy={errorCopy.site} error={error} retry={retry} />
      </main>
    </>
  );
}
