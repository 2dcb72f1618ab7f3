import { CAREERS_PATH } from '@/lib/routes';
import { FixedPage, fixedPageMetadata } from '@/components/site/fixed-page';
import { GeneralApplicationBlock } from '@/blocks/general-application/component';

// The careers page: the CMS page at /careers (its heading, the open positions, the call for a resume), drawn by a
// route of its own because the openings live below it (lib/routes.ts FIXED_PAGES, src/kinds/job-openings).
// A safety bound: every change expires it at once; an opening past its date leaves within it.
export const revalidate = 60;

export const generateMetadata = () => fixedPageMetadata(CAREERS_PATH);

export default function Page() {
  // Its one block with client code: the general application form (the careers page alone holds it).
  return <FixedPage path={CAREERS_PATH} islands={{ generalApplication: GeneralApplicationBlock }} />;
}
