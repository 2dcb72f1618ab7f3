import { SiteLink } from '@/components/ui/site-link';
import type { NavCta, NavItem } from '@/content/navigation';
import { site } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeaderChatLink } from './chat-button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeToggle } from './theme-toggle';

/** The header of every public page: the logo, the menu and the call to action of the published navigation. */
export function Header({ items, cta }: { items: NavItem[]; cta: NavCta }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Container className="relative flex h-16 items-center justify-between gap-3 md:max-lg:px-4">
        <SiteLink href="/" className="shrink-0 rounded-md" aria-label={site.homeLinkLabel}>
          <Logo hideWordmarkBelowLg />
        </SiteLink>
        <DesktopNav items={items} />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <SiteLink href={cta.href} className={buttonClasses({ size: 'sm', className: 'hidden whitespace-nowrap md:inline-flex md:max-lg:px-2.5 md:max-lg:text-[13px]' })}>
            {cta.text}
          </SiteLink>
          <HeaderChatLink />
          <MobileNav items={items} cta={cta} ctaClassName={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })} />
        </div>
      </Container>
    </header>
  );
}
