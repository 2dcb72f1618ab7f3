import { PageHero } from '@/components/site/page-hero';
import { Container } from '@/components/ui/container';
import { fillPolicyValues, legalLabels } from '@/content/legal';
import type { BlockValue } from '@/kit/fields';
import { formatDate } from '@/lib/dates';
import { getSettings } from '@/server/queries/public';
import { env } from '@/server/env';
import type { legalBlock } from './definition';

/** A legal document: dates in the heading, a table of contents, numbered sections, the contact address at the end. */
export async function LegalBlock({ block }: { block: BlockValue<typeof legalBlock> }) {
  const { contactEmail } = await getSettings();
  const values = { contactRetentionMonths: env().CONTACT_RETENTION_MONTHS, applicationRetentionMonths: env().APPLICATION_RETENTION_MONTHS, analyticsRetentionDays: env().ANALYTICS_RAW_RETENTION_DAYS };
  const fill = (text: string) => fillPolicyValues(text, values);
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHero copy={{ heading: block.heading, intro: block.intro }} eyebrow={block.eyebrow ?? undefined}>
        <p className="text-sm text-muted-foreground">
          {legalLabels.effective}: <time dateTime={block.effectiveDate}>{formatDate(block.effectiveDate)}</time>
          <span aria-hidden className="mx-2">·</span>
          {legalLabels.updated}: <time dateTime={block.lastUpdated}>{formatDate(block.lastUpdated)}</time>
        </p>
      </PageHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={legalLabels.contents} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{legalLabels.contents}</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {block.sections.map((section, index) => (
              <li key={index}>
                <a href={`#${anchor(index)}`} className="text-muted-foreground hover:text-foreground">{index + 1}. {section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {block.sections.map((section, index) => (
            <section key={index} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`}>
              <h2 id={`${anchor(index)}-heading`} className="text-xl font-bold tracking-tight">{index + 1}. {section.title}</h2>
              {section.paragraphs.map((paragraph, at) => (
                <p key={at} className="mt-3 leading-relaxed text-muted-foreground">{fill(paragraph)}</p>
              ))}
              {section.list.length > 0 && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-muted-foreground marker:text-accent">
                  {section.list.map((item, at) => <li key={at}>{fill(item)}</li>)}
                </ul>
              )}
              {index === block.sections.length - 1 && (
                <p className="mt-3"><a href={`mailto:${contactEmail}`} className="font-semibold text-primary hover:underline">{contactEmail}</a></p>
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
