import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteDocument, siteMetadata } from '@/components/site/site-document';
import { SiteShell } from '@/components/site/site-shell';
import { site } from '@/content/site';

export function generateMetadata(): Metadata {
  // Outside the root layout its title template does not apply: the title is written out whole.
  return { ...siteMetadata(), title: `${site.notFound.title} | ${site.name}`, robots: { index: false } };
}

// Unmatched paths (status 404). A root not-found.tsx would be sent inside every page's router payload (the root
// layout's not-found boundary), shell and all; this page is rendered on its own, around its own document
// (docs/decisions/0026).
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell routeLinks={false}>
        <NotFoundContent />
      </SiteShell>
    </SiteDocument>
  );
}
