'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { Menu as MenuNode, X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { bookAuditCta, isActivePath, mainNav } from '@/content/navigation';
import { shellLabels } from '@/content/shell-labels';
import { cx } from '@/lib/cx';

const Menu = icon(MenuNode);
const X = icon(XNode);

function MobileLink({ href, text, pathname, onNavigate, nested = false }: { href: string; text: string; pathname: string; onNavigate: () => void; nested?: boolean }) {
  const active = isActivePath(href, pathname);
  return (
    <SiteLink
      href={href}
      onClick={onNavigate}
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
 * Below the md width: a toggle that opens a panel of every link; a link click or any navigation closes it.
 * `ctaClassName`: the audit button's classes, made on the server (the button style's merge stays out of the page).
 */
export function MobileNav({ ctaClassName }: { ctaClassName: string }) {
  const pathname = usePathname();
  // The path the panel was opened on: after Back, Forward or any other navigation it no longer matches, so it closes.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const panelId = useId();
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? shellLabels.nav.closeMenu : shellLabels.nav.openMenu}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-surface-2"
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label={shellLabels.nav.mobile}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 pt-2 shadow-raised"
      >
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.href}>
              {item.dropdown ? (
                <>
                  <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{item.text}</p>
                  <ul className="space-y-0.5 border-l border-border pl-2">
                    {item.dropdown.map((link) => (
                      <li key={link.href}>
                        <MobileLink href={link.href} text={link.text} pathname={pathname} onNavigate={close} nested />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MobileLink href={item.href} text={item.text} pathname={pathname} onNavigate={close} />
              )}
            </li>
          ))}
        </ul>
        <SiteLink href={bookAuditCta.mobileHref} onClick={close} className={ctaClassName}>
          {bookAuditCta.text}
        </SiteLink>
      </nav>
    </div>
  );
}
