import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Banknote, Briefcase, MapPin } from '@/components/ui/icons';
import { cardClasses } from '@/components/site/section';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { jobTypeLabels, salaryText, workplaceLabels } from '@/content/careers';
import { cn } from '@/lib/cn';
import type { JobOpening } from '@/server/queries/careers';
import { FormattedText } from './formatted-text';

export type JobLabels = { responsibilities: string; requirements: string; apply: string };

/** Where an opening's application form is: its own page, at the form. */
const applyPath = (opening: Pick<JobOpening, 'path'>) => `${opening.path}#apply`;

/** A titled list of an opening (its responsibilities, its requirements). */
export function JobList({ heading, items, level = 4 }: { heading: string; items: readonly string[]; level?: 2 | 4 }) {
  // On a card under the careers page's h2 and the opening's h3, h4; on the opening's own page, under its h1, h2.
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <div>
      <Heading className={level === 2 ? 'text-xl font-bold tracking-tight' : 'font-semibold'}>{heading}</Heading>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-accent">
        {items.map((item, index) => <li key={index}>{item}</li>)}
      </ul>
    </div>
  );
}


/** An opening's type, location and salary (when it has one), as badges. */
export function JobBadges({ opening }: { opening: Pick<JobOpening, 'type' | 'workplace' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'> }) {
  const salary = salaryText(opening);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Badge><Briefcase aria-hidden className="mr-1 size-3.5" />{jobTypeLabels[opening.type]}</Badge>
      <Badge variant="accent"><MapPin aria-hidden className="mr-1 size-3.5" />{workplaceLabels[opening.workplace]}</Badge>
      {salary && <Badge><Banknote aria-hidden className="mr-1 size-3.5" />{salary}</Badge>}
    </div>
  );
}

/** One opening: type and location badges, description, Responsibilities, Requirements, Apply Now. */
export function JobCard({ opening, labels }: { opening: JobOpening; labels: JobLabels }) {
  return (
    <article className={cn(cardClasses, 'sm:p-8')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-xl font-bold tracking-tight">
            <SiteLink href={opening.path} className="rounded-sm hover:text-primary">{opening.title}</SiteLink>
          </h3>
          <JobBadges opening={opening} />
        </div>
        <SiteLink href={applyPath(opening)} className={buttonClasses({ className: 'self-start' })}>
          {labels.apply}<span className="sr-only">: {opening.title}</span> <ArrowRight aria-hidden />
        </SiteLink>
      </div>
      <FormattedText html={opening.description} className="mt-5 leading-relaxed text-muted-foreground" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <JobList heading={labels.responsibilities} items={opening.responsibilities} />
        <JobList heading={labels.requirements} items={opening.requirements} />
      </div>
    </article>
  );
}
