import { PageHero } from '@/components/site/page-hero';
import { Container } from '@/components/ui/container';
import { legalLabels, type LegalDocument as LegalDoc } from '@/content/legal';
import { site } from '@/content/site';
import { copyFor } from '@/content/pages';
import { formatDate } from '@/lib/dates';
import { publicConfig } from '@/server/env';

/** A legal page: fixed dates from content, a table of contents, twelve numbered sections. */
export function LegalDocument({ path, document }: { path: string; document: LegalDoc }) {
  const { contactEmail } = publicConfig();
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHero copy={copyFor(path)} eyebrow={site.eyebrows.legal}>
        <p className="text-sm text-muted-foreground">
          {legalLabels.effective}: <time dateTime={document.effectiveDate}>{formatDate(document.effectiveDate)}</time>
          <span aria-hidden className="mx-2">·</span>
          {legalLabels.updated}: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
      </PageHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={legalLabels.contents} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{legalLabels.contents}</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`} className="text-muted-foreground hover:text-foreground">{index + 1}. {section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section, index) => (
            <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`}>
              <h2 id={`${anchor(index)}-heading`} className="text-xl font-bold tracking-tight">{index + 1}. {section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">{paragraph}</p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-muted-foreground marker:text-accent">
                  {section.list.map((item) => <li key={item}>{item}</li>)}
                </ul>
              )}
              {index === document.sections.length - 1 && (
                <p className="mt-3"><a href={`mailto:${contactEmail}`} className="font-semibold text-primary hover:underline">{contactEmail}</a></p>
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
