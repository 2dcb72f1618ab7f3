import { Monitor, Moon, Sun } from '@/components/ui/icons';
import { shellLabels } from '@/content/shell-labels';
import type { ThemePreference } from '@/lib/theme';

const options: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: shellLabels.theme.light, Icon: Sun },
  { value: 'dark', label: shellLabels.theme.dark, Icon: Moon },
  { value: 'system', label: shellLabels.theme.system, Icon: Monitor },
];

/**
 * Light / dark / system picker, without any of the app's JavaScript: a `<details>` menu of three radio inputs named
 * `theme`. It works from the first paint: the pre-paint script applies a choice at once, keeps it in local storage,
 * opens the menu on the checked choice and closes it on a click, Enter or Escape (src/lib/early-controls.mjs); arrow
 * keys move between the choices as in any radio group. Without scripting, CSS applies the checked choice for the page
 * (globals.css). The trigger icon is chosen by CSS, so the HTML is the same for every visitor.
 */
export function ThemeToggle() {
  return (
    <details data-menu="" className="group/theme relative">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground group-open/theme:bg-surface-2">
        <span className="sr-only">{shellLabels.theme.label}</span>
        <Sun aria-hidden className="hidden size-5 light:block" />
        <Moon aria-hidden className="size-5 light:hidden" />
      </summary>
      <fieldset className="absolute right-0 top-full z-50 mt-2 grid min-w-36 gap-0.5 rounded-lg border border-border bg-surface p-1 shadow-raised">
        <legend className="sr-only">{shellLabels.theme.label}</legend>
        {options.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="relative flex items-center gap-2 rounded-md px-2.5 py-2 text-sm text-foreground hover:bg-surface-2 has-checked:font-semibold has-checked:text-primary has-focus-visible:bg-surface-2"
          >
            <input type="radio" name="theme" value={value} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md" />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
