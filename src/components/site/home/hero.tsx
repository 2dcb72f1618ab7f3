import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeroArt } from './hero-art';

type Action = { text: string; href: string; goal?: string | null };
type HeroProps = { eyebrow: string | null; heading: string; intro: string; primary: Action; secondary: Action | null; proof: ReadonlyArray<{ value: string; label: string }> };

/** The home hero (its block: src/blocks/home-hero): the page's one h1, the subline and the calls to action. */
export function Hero({ eyebrow, heading, intro, primary, secondary, proof }: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(44rem_26rem_at_95%_20%,var(--hero-glow-2),transparent_60%)]" />
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:56px_56px] opacity-30 [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          {eyebrow && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-sm font-semibold text-accent">
              <span aria-hidden className="size-1.5 rounded-full bg-accent" /> {eyebrow}
            </p>
          )}
          <h1 className="text-display font-extrabold tracking-tight text-balance">{heading}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty sm:text-xl">{intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <SiteLink href={primary.href} data-goal={primary.goal || undefined} className={buttonClasses({ size: 'lg' })}>
              {primary.text} <ArrowRight aria-hidden />
            </SiteLink>
            {secondary && (
              <SiteLink href={secondary.href} data-goal={secondary.goal || undefined} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                {secondary.text}
              </SiteLink>
            )}
          </div>
          {proof.length > 0 && (
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-border pt-6">
            {proof.map((item, index) => (
              <div key={index} className="flex flex-col">
                <dt className="order-2 mt-1 text-xs leading-snug text-muted-foreground sm:text-sm">{item.label}</dt>
                <dd className="order-1 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{item.value}</dd>
              </div>
            ))}
          </dl>
          )}
        </div>
        <HeroArt />
      </Container>
    </section>
  );
}
