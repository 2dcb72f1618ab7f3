import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { JsonLd, jobPostingJsonLd } from '@/components/site/json-ld';
import { ClosedOpening, JobOpeningDetail } from '@/components/site/job-opening';
import { site } from '@/content/site';
import { metadataFor } from '@/lib/metadata';
import { CAREERS_PATH } from '@/lib/routes';
import { contentPreview } from '@/lib/text';
import { getRedirectFor } from '@/server/queries/public';
import { getJobPageLabels, getPublishedOpening, getPublishedOpenings, isOpen } from '@/server/queries/careers';

// One job opening's page (src/kinds/job-openings), at its address below /careers: prerendered at build for every
// published opening, a later one rendered when first asked and kept. Closed, or past its day, it says so and answers
// 410; a moved one's old address answers 308, anything else 404.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };
const addressOf = async (params: Props['params']) => `${CAREERS_PATH}/${(await params).slug}`;

export async function generateStaticParams() {
  return (await getPublishedOpenings()).map((opening) => ({ slug: opening.path.slice(CAREERS_PATH.length + 1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = await addressOf(params);
  const opening = await getPublishedOpening(path);
  if (!opening) return { title: site.notFound.title, robots: { index: false } };
  const metadata = metadataFor({ path, title: opening.title, description: contentPreview(opening.description, 160) });
  return isOpen(opening) ? metadata : { ...metadata, robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const path = await addressOf(params);
  const opening = await getPublishedOpening(path);
  if (!opening) {
    const to = await getRedirectFor(path);
    if (to) permanentRedirect(to);
    notFound();
  }
  const labels = await getJobPageLabels();
  if (!isOpen(opening)) return <ClosedOpening opening={opening} labels={labels} />;
  return (
    <>
      <JsonLd data={await jobPostingJsonLd(opening)} />
      <JobOpeningDetail opening={opening} labels={labels} />
    </>
  );
}
