import 'server-only';
import { unstable_cache } from 'next/cache';
import type { jobOpeningsBlock } from '@/blocks/job-openings/definition';
import { careersPage } from '@/content/careers';
import { jobOpenings } from '@/kinds/job-openings/definition';
import { kindTag, type DocumentOf } from '@/kit/define-kind';
import type { BlockValue } from '@/kit/fields';
import { documentStore } from '@/kit/server/document-store';
import { CAREERS_PATH } from '@/lib/routes';
import { zonedToday } from '@/lib/site-time';
import { siteTimeZone } from '../env';
import { getPublishedPage, publishedAt, REVALIDATE_SECONDS } from './public';

// The careers side of the public site: the job openings as visitors see them, and the words of their pages.

export type JobOpening = DocumentOf<typeof jobOpenings.fields>;

const getLiveOpenings: () => Promise<JobOpening[]> = unstable_cache(() => documentStore<JobOpening>(jobOpenings).list({ visibleOnly: true }), ['public-job-openings'], {
  tags: [kindTag(jobOpenings.key)],
  revalidate: REVALIDATE_SECONDS,
});

/** Whether an opening takes applications on the day of `now` in the site's zone: not closed, its last day not past. */
export function isOpen(opening: Pick<JobOpening, 'closed' | 'validThrough'>, now = new Date()): boolean {
  return !opening.closed && (opening.validThrough === null || opening.validThrough >= zonedToday(siteTimeZone(), now));
}

/** The openings the careers page lists: published and open. */
export async function getOpenJobOpenings(now = new Date()): Promise<JobOpening[]> {
  return (await getLiveOpenings()).filter((opening) => isOpen(opening, now));
}

/** Every published opening, open or not, as the prerendering of their pages lists them. */
export const getPublishedOpenings = (): Promise<JobOpening[]> => documentStore<JobOpening>(jobOpenings).list();

/** The published opening at an address (closed ones too: their page says so), or null. */
export const getPublishedOpening = (path: string): Promise<(JobOpening & { publishedAt: string | null }) | null> => publishedAt(jobOpenings, path);

/** The words of every opening's page, as staff publish them on the careers page's openings block. */
export type JobPageLabels = Pick<BlockValue<typeof jobOpeningsBlock>, 'responsibilities' | 'requirements' | 'apply' | 'back' | 'closedHeading' | 'closedBody'>;

/** Those words; the seed's only while the careers page cannot be read (it always holds the block: src/kinds/pages). */
export async function getJobPageLabels(): Promise<JobPageLabels> {
  const careers = await getPublishedPage(CAREERS_PATH);
  const block = careers?.blocks.find((candidate): candidate is BlockValue<typeof jobOpeningsBlock> => candidate.type === 'jobOpenings');
  return block ?? careersPage;
}
