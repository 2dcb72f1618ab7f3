import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Briefcase, MapPin } from '@/components/ui/icons';
import { cardClasses } from '@/components/site/section';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { careersPage as copy, type JobOpening } from '@/content/careers';
import { cn } from '@/lib/cn';

function List({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-accent">
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </div>
  );
}

/** One opening: type and location badges, description, Responsibilities, Requirements, Apply Now. */
export function JobCard({ job }: { job: JobOpening }) {
  return (
    <article className={cn(cardClasses, 'sm:p-8')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-xl font-bold tracking-tight">{job.title}</h3>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge><Briefcase aria-hidden className="mr-1 size-3.5" />{job.type}</Badge>
            <Badge variant="accent"><MapPin aria-hidden className="mr-1 size-3.5" />{job.location}</Badge>
          </div>
        </div>
        <SiteLink href={copy.applyHref} className={buttonClasses({ className: 'self-start' })}>
          {copy.apply}<span className="sr-only">: {job.title}</span> <ArrowRight aria-hidden />
        </SiteLink>
      </div>
      <p className="mt-5 leading-relaxed text-muted-foreground">{job.description}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <List heading={copy.responsibilities} items={job.responsibilities} />
        <List heading={copy.requirements} items={job.requirements} />
      </div>
    </article>
  );
}
