'use client';

import { lazy, Suspense } from 'react';
import { siteErrorCopy } from '@/content/site-error';
import type { BoundaryProps } from './error-boundaries';

type BoundaryName = 'SiteError' | 'RootError' | 'GlobalErrorBody' | 'AdminError' | 'StaffPageError';

/** Stands in when the error pages' code cannot load (a deploy replaced it): a way back that needs no script. */
function WayBack() {
  return (
    <main id="main" className="grid min-h-[60vh] place-items-center p-8 text-center">
      <p>
        {siteErrorCopy.title}.{' '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point: the router's code may be gone too */}
        <a href="/" className="font-semibold text-primary underline">{siteErrorCopy.back}</a>
      </p>
    </main>
  );
}

/**
 * An error boundary whose page loads when an error happens. Every page loads its boundaries with it; drawn
 * eagerly, each boundary had carried its own copy of the error page's code (about 2 KiB gzip apiece).
 */
export function lazyErrorBoundary(name: BoundaryName) {
  const Boundary = lazy(() =>
    import('./error-boundaries').then(
      (boundaries) => ({ default: boundaries[name] }),
      () => ({ default: WayBack }),
    ),
  );
  return function LazyErrorBoundary(props: BoundaryProps) {
    return (
      <Suspense fallback={null}>
        <Boundary {...props} />
      </Suspense>
    );
  };
}
