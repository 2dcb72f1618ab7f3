import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** The closing call to action of an inner page: one message, one button to /contact. */
export function CtaBand({ id, heading, body, button, href = '/contact', goal }: { id?: string; heading: string; body: string; button: string; href?: string; goal?: string | null }) {
  return (
    <section id={id} className="py-20">
      <Container>
        <div data-reveal className="relative overflow-hidden rounded-xl border border-border bg-surface p-8 shadow-raised sm:p-12">
          <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(36rem_18rem_at_100%_0%,var(--hero-glow-1),transparent_70%),radial-gradient(30rem_16rem_at_0%_100%,var(--hero-glow-2),transparent_70%)]" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-title font-bold tracking-tight text-balance">{heading}</h2>
              <p className="mt-3 text-lg text-muted-foreground text-pretty">{body}</p>
            </div>
            <SiteLink href={href} data-goal={goal || undefined} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
              {button} <ArrowRight aria-hidden />
            </SiteLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
