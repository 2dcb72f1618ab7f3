import { CtaBand } from '@/components/site/cta-band';
import { JobCard } from '@/components/site/job-card';
import { PageHero } from '@/components/site/page-hero';
import { revealStyle, Section, SectionHeading } from '@/components/site/section';
import { careersPage as copy, jobOpenings } from '@/content/careers';
import { copyFor } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/careers');

export default function Page() {
  return (
    <>
      <PageHero copy={copyFor('/careers')} eyebrow={copy.eyebrow}>
        <ul className="flex flex-wrap gap-2">
          {copy.perks.map((perk) => (
            <li key={perk} className="rounded-full border border-border bg-surface/70 px-3 py-1 text-sm">{perk}</li>
          ))}
        </ul>
      </PageHero>
      <Section aria-labelledby="openings-heading">
        <SectionHeading id="openings-heading" title={copy.openingsHeading} intro={copy.openingsIntro} align="left" />
        <ul className="mt-10 grid gap-6">
          {jobOpenings.map((job, index) => (
            <li key={job.title} data-reveal style={revealStyle(index)}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand heading={copy.closing.heading} body={copy.closing.body} button={copy.closing.button} href={copy.closing.href} />
    </>
  );
}
