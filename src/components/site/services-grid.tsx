import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Check } from '@/components/ui/icons';
import { cardClasses, IconTile, revealStyle } from '@/components/site/section';
import { services, servicesSection } from '@/content/services';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The seven service cards, each with three features and its Learn more link: under the home page's section
 * heading (h3), and directly under the page title on /services (h2), so no heading level is skipped.
 */
export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      {services.map(({ id, icon: Icon, title, description, features, href }, index) => (
        <li key={id} data-reveal style={revealStyle(index)} className={cn(cardClasses, 'group flex flex-col transition-colors hover:border-primary/50')}>
          <IconTile><Icon /></IconTile>
          <Heading className="mt-5 text-lg font-semibold tracking-tight">{title}</Heading>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          <ul className="mt-5 space-y-2 text-sm">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <SiteLink href={href} className="mt-6 inline-flex items-center gap-1.5 pt-1 text-sm font-semibold text-primary hover:underline">
            {servicesSection.learnMore}
            <span className="sr-only">: {title}</span>
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SiteLink>
        </li>
      ))}
      {/* An eighth tile completes the grid with the one action every visitor can take. */}
      <li data-reveal style={revealStyle(7)} className="flex flex-col justify-between rounded-xl bg-gradient-to-br from-primary to-accent p-6 text-primary-foreground shadow-raised">
        <div>
          <p className="text-xl font-bold tracking-tight">{servicesSection.notSure.title}</p>
          <p className="mt-3 text-sm leading-relaxed opacity-90">{servicesSection.notSure.body}</p>
        </div>
        <SiteLink href={servicesSection.notSure.href} className={buttonClasses({ variant: 'secondary', className: 'mt-6 self-start border-transparent' })}>
          {servicesSection.notSure.button} <ArrowRight aria-hidden />
        </SiteLink>
      </li>
    </ul>
  );
}
