import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { PageCopy } from '@/content/pages';

/** The heading block at the top of an inner page: eyebrow, the page's one h1, intro, optional actions. */
export function PageHero({ copy, eyebrow, children }: { copy: PageCopy; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_28rem_at_15%_-10%,var(--hero-glow-1),transparent_60%),radial-gradient(40rem_24rem_at_90%_10%,var(--hero-glow-2),transparent_60%)]" />
      <Container className="relative py-16 sm:py-24">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-display font-extrabold tracking-tight text-balance">{copy.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">{copy.intro}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  );
}
