import { Check } from '@/components/ui/icons';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { cardClasses, IconTile, revealStyle, Section } from '@/components/site/section';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';
import { serviceByHref, serviceCtas } from '@/content/services';
import { cn } from '@/lib/cn';

/** One service page: what it is, what the client gets, how an engagement runs, then the call to action. */
export function ServiceDetail({ path }: { path: string }) {
  const { icon: Icon, features, page } = serviceByHref(path);
  return (
    <>
      {/* The page's header art: public/images/services/<page>.svg (scripts/generate-service-art.mjs). */}
      <PageHero copy={copyFor(path)} eyebrow={site.eyebrows.services} art={`/images${path}.svg`} />
      <Section aria-labelledby="what-heading">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div data-reveal>
            <h2 id="what-heading" className="text-title font-bold tracking-tight">{serviceCtas.whatItIs}</h2>
            {page.summary.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted-foreground text-pretty">{paragraph}</p>
            ))}
            <ul className="mt-6 flex flex-wrap gap-2">
              {features.map((feature) => (
                <li key={feature} className="rounded-full border border-border bg-surface px-3 py-1 text-sm">{feature}</li>
              ))}
            </ul>
          </div>
          <div data-reveal style={revealStyle(1)} className={cn(cardClasses, 'flex flex-col justify-between bg-gradient-to-br from-primary/10 to-accent/10')}>
            <IconTile><Icon /></IconTile>
            <p className="mt-8 bg-gradient-to-br from-primary to-accent bg-clip-text text-6xl font-extrabold tracking-tight text-transparent">{page.proof.value}</p>
            <p className="mt-2 text-lg font-medium">{page.proof.label}</p>
          </div>
        </div>
      </Section>
      <Section tone="muted" aria-labelledby="get-heading">
        <h2 id="get-heading" data-reveal className="text-title font-bold tracking-tight">{serviceCtas.whatYouGet}</h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {page.deliverables.map((item, index) => (
            <li key={item} data-reveal style={revealStyle(index)} className={cn(cardClasses, 'flex gap-3 p-5')}>
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="how-heading">
        <h2 id="how-heading" data-reveal className="text-title font-bold tracking-tight">{serviceCtas.howItRuns}</h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((step, index) => (
            <li key={step.title} data-reveal style={revealStyle(index)} className={cardClasses}>
              <span aria-hidden className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{index + 1}</span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand heading={serviceCtas.heading} body={serviceCtas.body} button={serviceCtas.button} />
    </>
  );
}
