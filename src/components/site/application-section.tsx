import { Container } from '@/components/ui/container';
import { applicationForm } from '@/content/careers';
import { env } from '@/server/env';
import { ApplicationForm } from './application-form';

type ApplicationSectionProps = { opening: string; title: string; heading: string; intro: string; tinted?: boolean };

/**
 * Where a job seeker applies (`#apply`): an opening's, on its page, or a general application on the careers page.
 * It holds the answers to the form sent without a script (the server's 303 to #applied or #apply-failed), which CSS
 * :target shows, and the form itself.
 */
export function ApplicationSection({ opening, title, heading, intro, tinted = true }: ApplicationSectionProps) {
  return (
    <section id="apply" aria-labelledby="apply-heading" className={`scroll-mt-20 border-t border-border ${tinted ? 'bg-surface/50' : ''}`}>
      <Container className="max-w-3xl py-14 sm:py-20">
        <h2 id="apply-heading" className="text-title font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{intro}</p>
        <div className="relative mt-8 grid gap-6">
          <div id="applied" className="target-note scroll-mt-24 rounded-xl border border-accent/40 bg-accent/10 p-6">
            <h3 className="text-lg font-semibold">{applicationForm.sent.heading}</h3>
            <p className="mt-2 text-muted-foreground">{applicationForm.sent.body}</p>
          </div>
          <div id="apply-failed" className="target-note scroll-mt-24 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3">
            <h3 className="font-semibold">{applicationForm.failed.heading}</h3>
            <p className="mt-1 text-sm">{applicationForm.failed.body}</p>
          </div>
          <ApplicationForm opening={opening} title={title} retentionMonths={env().APPLICATION_RETENTION_MONTHS} />
        </div>
      </Container>
    </section>
  );
}
