import fs from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { ThemeScript } from '@/components/theme/theme-script';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { HydrationMark } from '@/components/ui/hydration-mark';
import { site } from '@/content/site';
import { env } from '@/server/env';
import '@/app/globals.css';

// Self-hosted from @fontsource: nothing is fetched from a font CDN at build or run time. Not preloaded: the first
// page of a visit paints in the metric-matched fallback ('Inter Fallback', globals.css) and asks for the file after
// its first paint (src/lib/theme-script.mjs, docs/decisions/0025).
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});

// The tab icon travels inside the page (462 bytes): as a file, it was a request that a phone's first paint waited
// behind. public/icon.svg stays the address that structured data names as the logo.
const siteIcon = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8').trim())}`;

/** The metadata every document of the site starts from (title template, description, icon). */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: { url: siteIcon, type: 'image/svg+xml' } },
  };
}

/**
 * The HTML document around every page: the root layout's, and the global 404's, which Next renders without the
 * root layout (src/app/global-not-found.tsx).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    // The pre-paint theme script sets classes on <html> before React hydrates.
    <html lang="en" className={`dark ${inter.variable}`} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document (next/head is the Pages Router's) */}
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh">
        <HydrationMark>
          {children}
          <DeferredToaster dismissLabel={site.dismissNotification} />
        </HydrationMark>
      </body>
    </html>
  );
}
