import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { site } from '@/content/site';

export const metadata: Metadata = { title: site.notFound.title, robots: { index: false } };

// notFound() for an address no page has, inside the site layout's shell. Only this segment has a not-found
// boundary: at the site or root level it would travel in every page's router payload (docs/decisions/0026).
export default function PageNotFound() {
  return <NotFoundContent />;
}
