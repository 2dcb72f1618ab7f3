import Link from 'next/link';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { adminShell } from '@/content/admin';
import { kindAdminPath } from '@/kit/client-kind';
import { staffKinds } from '@/kinds/registry';
import { writePermission } from '@/kit/define-kind';
import { can, type StaffRole } from '@/lib/staff-roles';
import { AdminNav } from './admin-nav';
import { SignOutButton } from './sign-out-button';
import { StaffScrollSpace } from './staff-scroll-space';

const HEADER_ID = 'staff-header';

// The dashboard, then every kind on the content kit (src/kinds/registry.ts), then the screens of their own. The
// singletons (the navigation, the footer) are reached from the dashboard and the pages list: one row of sections.
const [dashboard, ...screens] = adminShell.nav;
const listKinds = staffKinds.filter((kind) => !kind.singleton);
const allItems = [dashboard!, ...listKinds.map((kind) => ({ href: kindAdminPath(kind.key), label: kind.labels.plural, permission: writePermission(kind) })), ...screens];

/** The staff top bar: brand and "Staff" label, the sections this member's role can use, who is signed in, theme and sign-out. */
export function AdminHeader({ email, role }: { email: string; role: StaffRole }) {
  const navItems = allItems.filter((item) => item.permission === null || can(role, item.permission)).map(({ href, label }) => ({ href, label }));
  return (
    <header id={HEADER_ID} className="z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80 md:sticky md:top-0">
      <StaffScrollSpace headerId={HEADER_ID} />
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5">
        <Link href="/admin" aria-label={adminShell.homeLabel} className="flex shrink-0 items-center gap-2 rounded-md">
          <Logo hideWordmarkBelowLg />
          <Badge variant="accent">{adminShell.staffLabel}</Badge>
        </Link>
        {/* A row of its own under the brand and the account, one line from 1280 px; beside them from 1536 px. */}
        <div className="order-last w-full 2xl:order-none 2xl:w-auto 2xl:flex-1">
          <AdminNav items={navItems} />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {/* The member's own account: name, password (and two-factor sign-in). */}
          <Link href="/admin/account" className="hidden min-w-0 truncate rounded-md text-sm text-muted-foreground hover:text-foreground sm:block" title={email}>
            <span className="sr-only">{adminShell.signedInAs} </span>
            {email}
          </Link>
          <ThemeToggle />
          <SignOutButton />
        </div>
      </Container>
    </header>
  );
}
