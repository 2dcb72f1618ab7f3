'use client';

import type { CSSProperties } from 'react';
import { lazyErrorBoundary } from '@/components/site/lazy-error-boundary';
import './globals.css';

// The root layout's font variable is not here: fall back to the system stack rather than the browser's serif.
const fontFallback = { '--font-inter': 'ui-sans-serif' } as CSSProperties;
// Its body, title and theme script load when an error happens (components/site/error-boundaries.tsx): every page
// carries this boundary.
const GlobalErrorBody = lazyErrorBoundary('GlobalErrorBody');

// The root layout itself failed: this replaces it, so it draws the document (dark by default, like the site).
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className="dark" style={fontFallback} suppressHydrationWarning>
      <body className="min-h-dvh">
        <GlobalErrorBody error={error} retry={retry} />
      </body>
    </html>
  );
}
