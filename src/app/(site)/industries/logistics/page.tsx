import { CmsPage, cmsPageMetadata } from '@/components/site/cms-page';

// Kept in the CMS (src/kinds/pages): its copy is edited there, its blocks drawn here.
export const revalidate = 60;

export const generateMetadata = () => cmsPageMetadata('/industries/logistics');

export default function Page() {
  return <CmsPage path="/industries/logistics" />;
}
