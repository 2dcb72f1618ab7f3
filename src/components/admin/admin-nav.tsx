'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { adminShell } from '@/content/admin';

type NavItem = { href: string; label: string };
import { cn } from '@/lib/cn';

function isActive(pathname: string, href: string) {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The admin sections; the current one is marked for sight and for screen readers. */
export function AdminNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={adminShell.navLabel}>
      <ul className="-mx-2 flex flex-wrap items-center gap-1 md:mx-0">
        {items.map((item) => {
          const active = isActive(pathname, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors',
                  active ? 'bg-surface-2 text-foreground' : 'text-muted-foreground hover:bg-surface-2 hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
