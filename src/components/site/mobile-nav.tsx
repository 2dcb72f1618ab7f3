'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { Menu as MenuNode, X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { isActivePath, type NavCta, type NavItem } from '@/content/navigation';
import { shellLabels } from '@/content/shell-labels';
import { cx } from '@/lib/cx';
import { useCloseMenusOnNavigation } from './menus';

const Menu = icon(MenuNode);
const X = icon(XNode);

function MobileLink({ href, text, pathname, nested = false }: { href: string; text: string; pathname: string; nested?: boolean }) {
  const active = isActivePath(href, pathname);
  return (
    <SiteLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cx(
        'block rounded-md px-3 py-2.5 font-medium transition-colors hover:bg-surface-2',
        nested ? 'text-sm' : 'text-base',
        nested && !active ? 'text-muted-foreground' : 'text-foreground',
        active && 'bg-surface-2',
      )}
    >
      {text}
    </SiteLink>
  );
}

/**
 * Below the md width: a `<details>` whose summary opens a panel of every link, from the first paint and without
 * JavaScript. A link click, Escape or a tap outside closes it (the pre-paint script: src/lib/early-controls.mjs), and
 * so does any navigation within the app. Its open state is the element's own, never rendered by React.
 * `ctaClassName`: the audit button's classes, made on the server (the button style's merge stays out of the page).
 */
export function MobileNav({ items, cta, ctaClassName }: { items: NavItem[]; cta: NavCta; ctaClassName: string }) {
  const pathname = usePathname();
  const menu = useCloseMenusOnNavigation<HTMLDetailsElement>(pathname);

  return (
    <details ref={menu} data-menu="" className="group/mobile md:hidden">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-foreground hover:bg-surface-2">
        <span className="sr-only group-open/mobile:hidden">{shellLabels.nav.openMenu}</span>
        <span className="sr-only hidden group-open/mobile:block">{shellLabels.nav.closeMenu}</span>
        <Menu aria-hidden className="size-6 group-open/mobile:hidden" />
        <X aria-hidden className="hidden size-6 group-open/mobile:block" />
      </summary>
      <nav
        aria-label={shellLabels.nav.mobile}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 pt-2 shadow-raised"
      >
        <ul className="space-y-1">
          {items.map((item, index) => (
            <li key={index}>
              {item.dropdown ? (
                <>
                  <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{item.text}</p>
                  <ul className="space-y-0.5 border-l border-border pl-2">
                    {item.dropdown.map((link, place) => (
                      <li key={place}>
                        <MobileLink href={link.href} text={link.text} pathname={pathname} nested />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MobileLink href={item.href} text={item.text} pathname={pathname} />
              )}
            </li>
          ))}
        </ul>
        <SiteLink href={cta.mobileHref} className={ctaClassName}>
          {cta.text}
        </SiteLink>
      </nav>
    </details>
  );
}
