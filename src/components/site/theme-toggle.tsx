'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Monitor as MonitorNode, Moon as MoonNode, Sun as SunNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useTheme } from '@/components/theme/theme-provider';
import { shellLabels } from '@/content/shell-labels';
import { cx } from '@/lib/cx';
import type { ThemePreference } from '@/lib/theme';

const Monitor = icon(MonitorNode);
const Moon = icon(MoonNode);
const Sun = icon(SunNode);

const options: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: shellLabels.theme.light, Icon: Sun },
  { value: 'dark', label: shellLabels.theme.dark, Icon: Moon },
  { value: 'system', label: shellLabels.theme.system, Icon: Monitor },
];

/**
 * Light / dark / system picker: a menu button with three radio items (the WAI-ARIA menu button pattern), written
 * here rather than taken from a menu library, which cost every public page about 20 KiB of JavaScript for these
 * three choices. Enter, Space or ArrowDown opens it on the chosen item; arrows, Home and End move; Escape or Tab
 * closes it; a click outside closes it. The trigger icon is chosen by CSS so server and client render the same HTML.
 */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const focusItem = (index: number) => items.current[(index + options.length) % options.length]?.focus();

  useEffect(() => {
    if (!open) return;
    focusItem(Math.max(0, options.findIndex((option) => option.value === preference)));
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
    // Focus moves to the chosen item when the menu opens, not when the choice changes while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const choose = (value: ThemePreference) => {
    setPreference(value);
    close(true);
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={shellLabels.theme.label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKey}
        className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground"
      >
        <Sun className="hidden size-5 light:block" />
        <Moon className="size-5 light:hidden" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={shellLabels.theme.label}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-2 min-w-36 rounded-lg border border-border bg-surface p-1 shadow-raised"
        >
          {options.map(({ value, label, Icon }, index) => (
            <button
              key={value}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={preference === value}
              tabIndex={-1}
              onClick={() => choose(value)}
              className={cx(
                'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-surface-2 focus:bg-surface-2',
                preference === value ? 'font-semibold text-primary' : 'text-foreground',
              )}
            >
              <Icon className="size-4" />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
