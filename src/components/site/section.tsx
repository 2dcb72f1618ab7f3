import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

type SectionProps = ComponentProps<'section'> & { tone?: 'plain' | 'muted' };

/** A page band with the site's vertical rhythm; `muted` alternates the background. */
export function Section({ tone = 'plain', className, children, ...props }: SectionProps) {
  return (
    <section className={cn('render-when-near py-20 sm:py-24', tone === 'muted' && 'border-y border-border bg-surface/50', className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

type HeadingProps = { id?: string; eyebrow?: string; title: string; intro?: string; align?: 'center' | 'left'; children?: ReactNode };

/** Eyebrow, h2 and intro of a section: one type scale everywhere. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', children }: HeadingProps) {
  return (
    <div data-reveal className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>}
      <h2 id={id} className="mt-3 text-title font-bold tracking-tight text-balance">{title}</h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-muted-foreground text-pretty">{intro}</p>}
      {children}
    </div>
  );
}

/** The gradient tile behind a card's icon. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex size-12 items-center justify-center rounded-lg bg-gradient-to-br from-primary/20 to-accent/20 text-primary ring-1 ring-inset ring-primary/25 [&_svg]:size-6', className)}>
      {children}
    </span>
  );
}

export const cardClasses = 'rounded-xl border border-border bg-surface p-6 shadow-card';

/** The stagger of a revealed item: 0.1 s per position (see `[data-reveal]` in globals.css). */
export function revealStyle(index: number): CSSProperties {
  return { '--reveal-index': index % 8 } as CSSProperties;
}
