import { JsonLd, organizationJsonLd } from '@/components/site/json-ld';
import { HOME_PATH } from '@/lib/routes';
import { islandBlocks } from '@/blocks/island-blocks';
import { FixedPage, fixedPageMetadata } from '@/components/site/fixed-page';

// The home page: the CMS page at `/` (src/kinds/pages; staff edit it like any page), drawn from its blocks, with the
// organisation's structured data. Its blocks read bounded selections (the newest testimonials and resources), so
// the page is the same size with six items or ten thousand.
export const revalidate = 60;

export const generateMetadata = () => fixedPageMetadata(HOME_PATH);

export default async function Page() {
  return (
    <>
      <JsonLd data={await organizationJsonLd()} />
      <FixedPage path={HOME_PATH} islands={islandBlocks} />
    </>
  );
}
