import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata } from '@/components/site/site-document';

export function generateMetadata(): Metadata {
  return siteMetadata();
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0a0e1a' },
    { media: '(prefers-color-scheme: light)', color: '#f7f8fc' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
