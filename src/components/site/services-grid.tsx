import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Check } from '@/components/ui/icons';
import { cardClasses, IconTile, revealStyle } from '@/components/site/section';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type ServiceCard = { icon: ReactNode; title: string; description: string; features: readonly string[]; href: string };
export type ClosingTile = { title: string; body: string; button: string; href: string };

/**
 * The service cards, each with its features and its Learn more link, and a closing tile: under a section heading
 * (h3: the home page's block, src/blocks/services-grid), or directly under the page title on /services (h2), so no
 * heading level is skipped.
 */
export function ServicesGrid({ cards, learnMore, closing, headingLevel = 3 }: { cards: readonly ServiceCard[]; learnMore: string; closing: ClosingTile; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ icon, title, description, features, href }, index) => (
        <li key={index} data-reveal style={revealStyle(index)} className={cn(cardClasses, 'group flex flex-col transition-colors hover:border-primary/50')}>
          <IconTile>{icon}</IconTile>
          <Heading className="mt-5 text-lg font-semibold tracking-tight">{title}</Heading>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          <ul className="mt-5 space-y-2 text-sm">
            {features.map((feature, at) => (
              <li key={at} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <SiteLink href={href} className="mt-6 inline-flex items-center gap-1.5 pt-1 text-sm font-semibold text-primary hover:underline">
            {learnMore}
            <span className="sr-only">: {title}</span>
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SiteLink>
        </li>
      ))}
      {/* An eighth tile completes the grid with the one action every visitor can take. */}
      <li data-reveal style={revealStyle(cards.length)} className="flex flex-col justify-between rounded-xl bg-gradient-to-br from-primary to-accent p-6 text-primary-foreground shadow-raised">
        <div>
          <p className="text-xl font-bold tracking-tight">{closing.title}</p>
          <p className="mt-3 text-sm leading-relaxed opacity-90">{closing.body}</p>
        </div>
        <SiteLink href={closing.href} className={buttonClasses({ variant: 'secondary', className: 'mt-6 self-start border-transparent' })}>
          {closing.button} <ArrowRight aria-hidden />
        </SiteLink>
      </li>
    </ul>
  );
}
