'use client';

import { DropdownMenu } from 'radix-ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '@/components/theme/theme-provider';
import { site } from '@/content/site';
import { isThemePreference, type ThemePreference } from '@/lib/theme';

const options: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: site.theme.light, Icon: Sun },
  { value: 'dark', label: site.theme.dark, Icon: Moon },
  { value: 'system', label: site.theme.system, Icon: Monitor },
];

/** Light / dark / system picker. The trigger icon is chosen by CSS so server and client render the same HTML. */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={site.theme.label}
        className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground"
      >
        <Sun aria-hidden className="hidden size-5 light:block" />
        <Moon aria-hidden className="size-5 light:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-36 rounded-lg border border-border bg-surface p-1 shadow-raised">
          <DropdownMenu.RadioGroup value={preference} onValueChange={(value) => isThemePreference(value) && setPreference(value)}>
            {options.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-foreground outline-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold data-[state=checked]:text-primary"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
