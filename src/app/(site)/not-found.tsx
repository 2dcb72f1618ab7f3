import { NotFoundContent } from '@/components/site/not-found-content';

// notFound() from a public page (an unknown resource slug): the site layout already draws the shell around it.
export default function SiteNotFound() {
  return <NotFoundContent />;
}
