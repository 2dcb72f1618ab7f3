'use client';

import { ErrorContent } from '@/components/site/error-content';
import { Logo } from '@/components/site/logo';
import { ThemeScript } from '@/components/theme/theme-script';
import { containerClasses } from '@/components/ui/styles';
import { errorCopy } from '@/content/errors';
import { site } from '@/content/site';

// What every error boundary of the app shows, in one client module that the browser loads only when an error happens
// (each `error.tsx` is a lazy wrapper: components/site/lazy-error-boundary.tsx).

export type BoundaryProps = { error: unknown; retry: () => void };

/** A public page that failed to render (e.g. the database is briefly away): inside the site's header and footer. */
export function SiteError({ error, retry }: BoundaryProps) {
  return <ErrorContent copy={errorCopy.site} error={error} retry={retry} />;
}

/** A failure outside the site's and the admin's own boundaries (e.g. in the site layout): brings a minimal header. */
export function RootError({ error, retry }: BoundaryProps) {
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

/**
 * The root layout itself failed: the body of the document global-error.tsx draws, with its title and the theme
 * script (here rather than in global-error.tsx, which every page loads: it runs only where the server draws this).
 */
export function GlobalErrorBody({ error, retry }: BoundaryProps) {
  return (
    <>
      <ThemeScript />
      <title>{errorCopy.documentTitle}</title>
      <main id="main">
        <ErrorContent copy={errorCopy.site} error={error} retry={retry} />
      </main>
    </>
  );
}

/** The staff layout (its session check reads the database) or the sign-in page failed: no staff shell to keep. */
export function AdminError({ error, retry }: BoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorContent copy={errorCopy.admin} error={error} retry={retry} />
    </main>
  );
}

/** A staff page that failed to render: inside the staff header, so navigation stays at hand. */
export function StaffPageError({ error, retry }: BoundaryProps) {
  return <ErrorContent copy={errorCopy.admin} error={error} retry={retry} />;
}
