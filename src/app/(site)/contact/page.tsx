import { CONTACT_PATH } from '@/lib/routes';
import { islandBlocks } from '@/blocks/island-blocks';
import { FixedPage, fixedPageMetadata } from '@/components/site/fixed-page';

// The contact page: the CMS page at /contact (its heading, the form and details, the booking block), drawn by a
// route of its own because its form is a client component (lib/routes.ts FIXED_PAGES).
export const revalidate = 60;

export const generateMetadata = () => fixedPageMetadata(CONTACT_PATH);

export default function Page() {
  return <FixedPage path={CONTACT_PATH} islands={islandBlocks} />;
}
