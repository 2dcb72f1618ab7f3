import { THEME_SCRIPT } from '@/lib/theme-script.mjs';

// Runs before first paint so the page never flashes the wrong theme. The CSP allows its exact text by hash.
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
