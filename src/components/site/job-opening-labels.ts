import 'server-only';
import type { jobOpeningsBlock } from '@/blocks/job-openings/definition';
import { careersPage } from '@/content/careers';
import type { BlockValue } from '@/kit/fields';
import { CAREERS_PATH } from '@/lib/routes';
import { getPublishedPage } from '@/server/queries/public';
import type { JobPageLabels } from './job-opening';

/**
 * The words of every opening's page: those of the careers page's openings block, as staff publish them (the page
 * always holds that block, src/kinds/pages; the seed's words only if it could not be read).
 */
export async function jobOpeningPageLabels(): Promise<JobPageLabels> {
  const careers = await getPublishedPage(CAREERS_PATH);
  const block = careers?.blocks.find((candidate): candidate is BlockValue<typeof jobOpeningsBlock> => candidate.type === 'jobOpenings');
  return block ?? careersPage;
}
