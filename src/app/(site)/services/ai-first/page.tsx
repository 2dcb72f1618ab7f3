import { CmsPage, cmsPageMetadata } from '@/components/site/cms-page';

// Kept in the CMS (src/kinds/pages): its copy is edited there, its blocks drawn here.
export const revalidate = 60;

export const generateMetadata = () => cmsPageMetadata('/services/ai-first');

export default function Page() {
  return <CmsPage path="/services/ai-first" />;
}
