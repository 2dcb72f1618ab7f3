import Link from 'next/link';
import { bookAuditCta } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Container className="relative flex h-16 items-center justify-between gap-3">
        <Link href="/" className="shrink-0 rounded-md" aria-label="SmartTech home">
          <Logo hideWordmarkBelowLg />
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <Link href={bookAuditCta.href} className={buttonClasses({ size: 'sm', className: 'hidden lg:inline-flex' })}>
            {bookAuditCta.text}
          </Link>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
