import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteShell } from '@/components/site/site-shell';
import { site } from '@/content/site';

export const metadata: Metadata = { title: site.notFound.title, robots: { index: false } };

// Unmatched paths (status 404): outside every layout but the root one, so it brings the public shell itself.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
