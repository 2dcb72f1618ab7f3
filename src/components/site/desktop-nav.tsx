'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NavigationMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { isActivePath, mainNav } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';

// Between md and lg the six items share the bar with the audit button: tighter type and padding keep one line.
const itemClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-[13px] font-medium text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground data-[active=true]:text-foreground data-[state=open]:bg-surface-2 data-[state=open]:text-foreground lg:px-2 lg:text-sm xl:px-3';

/** Desktop navigation: Radix handles hover intent (100 ms), the grace period (300 ms) and keyboard use. */
export function DesktopNav() {
  const pathname = usePathname();
  return (
    <NavigationMenu.Root delayDuration={100} skipDelayDuration={300} aria-label={site.nav.main} className="hidden md:block">
      <NavigationMenu.List className="flex items-center lg:gap-0.5">
        {mainNav.map((item) => {
          const active = isActivePath(item.href, pathname);
          if (!item.dropdown) {
            return (
              <NavigationMenu.Item key={item.href}>
                <NavigationMenu.Link asChild active={active}>
                  <Link href={item.href} className={itemClasses} data-active={active} aria-current={active ? 'page' : undefined}>
                    {item.text}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={item.href} className="relative">
              <NavigationMenu.Trigger className={cn(itemClasses, 'group')} data-active={active}>
                {item.text}
                <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute left-0 top-full z-50 pt-2">
                <ul className="grid w-[22rem] gap-1 rounded-lg border border-border bg-surface p-2 shadow-raised">
                  {item.dropdown.map((link) => {
                    const linkActive = isActivePath(link.href, pathname);
                    return (
                      <li key={link.href}>
                        <NavigationMenu.Link asChild active={linkActive}>
                          <Link
                            href={link.href}
                            aria-current={linkActive ? 'page' : undefined}
                            className="block rounded-md px-3 py-2.5 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 data-[active]:bg-surface-2"
                          >
                            <span className="block text-sm font-semibold text-foreground">{link.text}</span>
                            {link.description && <span className="mt-0.5 block text-sm text-muted-foreground">{link.description}</span>}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    );
                  })}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
