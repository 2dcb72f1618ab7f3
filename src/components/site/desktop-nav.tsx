'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { ChevronDown as ChevronDownNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { isActivePath, type NavItem } from '@/content/navigation';
import { shellLabels } from '@/content/shell-labels';
import { useCloseMenusOnNavigation } from './menus';

const ChevronDown = icon(ChevronDownNode);

// Between md and lg the six items share the bar with the audit button: tighter type and padding keep one line.
const itemClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-[13px] font-medium text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground data-[active=true]:text-foreground lg:px-2 lg:text-sm xl:px-3';
/** Hover intent: a pointer passing over a trigger does not open it; one leaving has time to reach the panel. */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 300;
/**
 * A click on the trigger this soon after hover opened its menu is the visitor's own way of opening it (the pointer
 * rested a moment first): it keeps the menu open rather than toggling it shut under their hand.
 */
const CLICK_AFTER_HOVER_MS = 1000;
/** The two dropdowns share a name: the browser keeps at most one of them open. */
const DROPDOWN_GROUP = 'main-nav';

/**
 * One dropdown of the desktop bar: a `<details>` whose summary opens its panel of links, from the first paint and
 * without JavaScript (pointer, touch, Enter, Space). The pre-paint script adds Escape, a click outside or on a link,
 * and focus leaving (src/lib/early-controls.mjs); this component adds hover intent once the app runs. The open
 * state is the element's own: React never renders it, so a menu the visitor opened before hydration stays open.
 */
function Dropdown({ item, pathname }: { item: NavItem & { dropdown: NavItem[] }; pathname: string }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** When hover last opened the menu (performance.now()), or 0. */
  const hoverOpenedAt = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (event: PointerEvent<HTMLLIElement>, open: boolean, ms: number) => {
    if (event.pointerType !== 'mouse') return;
    const menu = event.currentTarget.querySelector('details');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!menu || menu.open === open) return;
      menu.open = open;
      hoverOpenedAt.current = open ? performance.now() : 0;
    }, ms);
  };
  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    clearTimeout(timer.current);
    const openedByHover = hoverOpenedAt.current;
    hoverOpenedAt.current = 0;
    const menu = event.currentTarget.parentElement as HTMLDetailsElement;
    if (menu.open && openedByHover && performance.now() - openedByHover < CLICK_AFTER_HOVER_MS) event.preventDefault();
  };
  const active = isActivePath(item.href, pathname);

  return (
    <li onPointerEnter={(event) => later(event, true, OPEN_DELAY_MS)} onPointerLeave={(event) => later(event, false, CLOSE_DELAY_MS)}>
      <details name={DROPDOWN_GROUP} data-menu="" className="group/menu relative">
        <summary
          data-active={active}
          onClick={onSummaryClick}
          className={`${itemClasses} cursor-pointer list-none group-open/menu:bg-surface-2 group-open/menu:text-foreground`}
        >
          {item.text}
          <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-open/menu:rotate-180" />
        </summary>
        <div className="absolute left-0 top-full z-50 pt-2">
          <ul className="grid w-[22rem] gap-1 rounded-lg border border-border bg-surface p-2 shadow-raised">
            {item.dropdown.map((link, index) => {
              const linkActive = isActivePath(link.href, pathname);
              return (
                <li key={index}>
                  <SiteLink
                    href={link.href}
                    aria-current={linkActive ? 'page' : undefined}
                    data-active={linkActive || undefined}
                    className="block rounded-md px-3 py-2.5 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 data-[active]:bg-surface-2"
                  >
                    <span className="block text-sm font-semibold text-foreground">{link.text}</span>
                    {link.description && <span className="mt-0.5 block text-sm text-muted-foreground">{link.description}</span>}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </div>
      </details>
    </li>
  );
}

/** Desktop navigation: plain links, and a dropdown for the items that have one (one open at a time). */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const nav = useCloseMenusOnNavigation<HTMLElement>(pathname);
  return (
    <nav ref={nav} aria-label={shellLabels.nav.main} className="hidden md:block">
      <ul className="flex items-center lg:gap-0.5">
        {items.map((item, index) => {
          if (!item.dropdown) {
            const active = isActivePath(item.href, pathname);
            return (
              <li key={index}>
                <SiteLink href={item.href} className={itemClasses} data-active={active} aria-current={active ? 'page' : undefined}>
                  {item.text}
                </SiteLink>
              </li>
            );
          }
          return <Dropdown key={index} item={{ ...item, dropdown: item.dropdown }} pathname={pathname} />;
        })}
      </ul>
    </nav>
  );
}
