import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { PageCopy } from '@/content/pages';

/**
 * The heading block at the top of an inner page: a way back (`lead`) or an eyebrow, the page's one h1, intro, optional
 * actions, and behind them the page's 21:9 header art when it has one (a local SVG; on a phone, the first screen's
 * largest paint).
 */
type PageHeroProps = { id?: string; copy: Pick<PageCopy, 'heading'> & { intro?: string }; eyebrow?: string; lead?: ReactNode; art?: string; children?: ReactNode };

export function PageHero({ id, copy, eyebrow, lead, art, children }: PageHeroProps) {
  return (
    <section id={id} className="relative overflow-hidden border-b border-border">
      {art && (
        // eslint-disable-next-line @next/next/no-img-element -- decorative header art, a local SVG: nothing to optimise
        <img src={art} alt="" width={1600} height={686} fetchPriority="high" className="pointer-events-none absolute inset-0 size-full object-cover opacity-30 light:opacity-40 light:[filter:invert(1)_hue-rotate(180deg)]" />
      )}
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_28rem_at_15%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(40rem_24rem_at_90%_10%,var(--hero-glow-2),transparent_60%)]" />
      <Container className="relative py-16 sm:py-24">
        {lead && <div className="mb-6">{lead}</div>}
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-display font-extrabold tracking-tight text-balance">{copy.heading}</h1>
        {copy.intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">{copy.intro}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  );
}
