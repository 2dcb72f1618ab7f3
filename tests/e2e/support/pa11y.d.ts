// pa11y 9 ships no types: the part of its Node API the conformance checks use (node_modules/pa11y/lib/pa11y.js).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  type Pa11yIssue = { code: string; type: 'error' | 'warning' | 'notice'; message: string; context: string; selector: string; runner: string };
  type Pa11yResults = { documentTitle: string; pageUrl: string; issues: Pa11yIssue[] };
  type Pa11yOptions = {
    browser?: Browser;
    page?: Page;
    /** Test the page as it is (the caller navigated it) instead of loading the URL again. */
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
  };

  function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
  export default pa11y;
}
