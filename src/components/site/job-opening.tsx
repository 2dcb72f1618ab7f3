import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { buttonClasses } from '@/components/ui/button';
import { CAREERS_PATH } from '@/lib/routes';
import type { JobOpening, JobPageLabels } from '@/server/queries/careers';
import { FormattedText } from './formatted-text';
import { PageHero } from './page-hero';
import { applicationForm } from '@/content/careers';
import { ApplicationSection } from './application-section';
import { JobBadges, JobList } from './job-card';


function BackLink({ label }: { label: string }) {
  return (
    <SiteLink href={CAREERS_PATH} className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </SiteLink>
  );
}

/** One opening's page: its title, type and location, description, responsibilities and requirements, and Apply. */
export function JobOpeningDetail({ opening, labels }: { opening: JobOpening; labels: JobPageLabels }) {
  const apply = (
    <SiteLink href="#apply" className={buttonClasses({ size: 'lg' })}>
      {labels.apply}<span className="sr-only">: {opening.title}</span> <ArrowRight aria-hidden />
    </SiteLink>
  );
  return (
    <article>
      <PageHero copy={{ heading: opening.title }} lead={<BackLink label={labels.back} />}>
        <div className="grid gap-8">
          <JobBadges opening={opening} />
          <div>{apply}</div>
        </div>
      </PageHero>
      <Container className="py-14 sm:py-20">
        <FormattedText html={opening.description} className="max-w-3xl text-lg leading-relaxed text-muted-foreground" />
        <div className="mt-12 grid max-w-4xl gap-10 md:grid-cols-2">
          <JobList heading={labels.responsibilities} items={opening.responsibilities} level={2} />
          <JobList heading={labels.requirements} items={opening.requirements} level={2} />
        </div>
      </Container>
      <ApplicationSection opening={opening.path} title={opening.title} heading={applicationForm.heading(opening.title)} intro={applicationForm.intro} />
    </article>
  );
}

/**
 * A closed opening's page (closed by staff, or past its last day): says so and leads to the others. It asks the
 * server to answer 410 Gone (http-server/secure-response.mjs reads `data-http-status`), so search engines drop it.
 */
export function ClosedOpening({ opening, labels }: { opening: JobOpening; labels: JobPageLabels }) {
  return (
    <Container className="py-20 sm:py-28" data-http-status="410">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{opening.title}</p>
      <h1 className="mt-3 max-w-3xl text-display font-extrabold tracking-tight text-balance">{labels.closedHeading}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">{labels.closedBody}</p>
      <div className="mt-8">
        <SiteLink href={CAREERS_PATH} className={buttonClasses({ size: 'lg' })}>
          {labels.back} <ArrowRight aria-hidden />
        </SiteLink>
      </div>
    </Container>
  );
}
