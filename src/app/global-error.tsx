'use client';

import type { CSSProperties } from 'react';
import { ErrorContent } from '@/components/site/error-content';
import { ThemeScript } from '@/components/theme/theme-script';
import { errorCopy } from '@/content/errors';
import './globals.css';

// The root layout's font variable is not here: fall back to the system stack rather than the browser's serif.
const fontFallback = { '--font-inter': 'ui-sans-serif' } as CSSProperties;

// The root layout itself failed: this replaces it, so it draws the document (dark by default, like the site).
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className="dark" style={fontFallback} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <title>{errorCopy.documentTitle}</title>
      </head>
      <body className="min-h-dvh">
        <main id="main">
          <ErrorContent copy={errorCopy.site} error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
