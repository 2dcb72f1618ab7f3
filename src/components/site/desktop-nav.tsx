'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { ChevronDown as ChevronDownNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isActivePath, mainNav, type NavItem } from '@/content/navigation';
import { shellLabels } from '@/content/shell-labels';

const ChevronDown = icon(ChevronDownNode);

// Between md and lg the six items share the bar with the audit button: tighter type and padding keep one line.
const itemClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-[13px] font-medium text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground data-[active=true]:text-foreground data-[state=open]:bg-surface-2 data-[state=open]:text-foreground lg:px-2 lg:text-sm xl:px-3';
/** Hover intent: a pointer passing over a trigger does not open it; one leaving has time to reach the panel. */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 300;

/**
 * One dropdown of the desktop bar, as the WAI-ARIA disclosure navigation pattern: a button with aria-expanded,
 * its panel of links right after it in the tab order. Opens on hover (with intent), on click, Enter or Space;
 * Escape closes it and returns to the button; focus or the pointer leaving the item closes it.
 */
function Dropdown({ item, pathname, open, onOpenChange }: { item: NavItem & { dropdown: NavItem[] }; pathname: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onOpenChange(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const active = isActivePath(item.href, pathname);
  const panelId = `nav-panel-${item.href.slice(1)}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpenChange(false);
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, CLOSE_DELAY_MS)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          clearTimeout(timer.current);
          onOpenChange(!open);
        }}
        className={`${itemClasses} group`}
      >
        {item.text}
        <ChevronDown className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul className="grid w-[22rem] gap-1 rounded-lg border border-border bg-surface p-2 shadow-raised">
          {item.dropdown.map((link) => {
            const linkActive = isActivePath(link.href, pathname);
            return (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  aria-current={linkActive ? 'page' : undefined}
                  data-active={linkActive || undefined}
                  onClick={() => onOpenChange(false)}
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
    </li>
  );
}

/** Desktop navigation: plain links, and a disclosure dropdown for Services and Industries (one open at a time). */
export function DesktopNav() {
  const pathname = usePathname();
  const [openItem, setOpenItem] = useState<string | null>(null);
  // Any navigation closes an open dropdown.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpenItem(null);
  }
  return (
    <nav aria-label={shellLabels.nav.main} className="hidden md:block">
      <ul className="flex items-center lg:gap-0.5">
        {mainNav.map((item) => {
          if (!item.dropdown) {
            const active = isActivePath(item.href, pathname);
            return (
              <li key={item.href}>
                <SiteLink href={item.href} className={itemClasses} data-active={active} aria-current={active ? 'page' : undefined}>
                  {item.text}
                </SiteLink>
              </li>
            );
          }
          return (
            <Dropdown
              key={item.href}
              item={{ ...item, dropdown: item.dropdown }}
              pathname={pathname}
              open={openItem === item.href}
              onOpenChange={(open) => setOpenItem((current) => (open ? item.href : current === item.href ? null : current))}
            />
          );
        })}
      </ul>
    </nav>
  );
}
