// The public pages' byte budgets, in one place: `npm run bench:size` prints its figures against the targets, and the
// end-to-end guard (tests/e2e/performance-guards.spec.ts) fails a change that grows a page past its ceiling.
export const KiB = 1024;

/** Issue 9's targets: JavaScript over the framework's floor (gzip), and the HTML of `/` (gzip). */
export const TARGETS = { textPageJs: 10 * KiB, widePageJs: 30 * KiB, homeHtml: 20_000 };
// The pages with forms or filters of their own: the careers page holds the general application form since issue 22,
// and each job opening's page (under /careers/) its application form.
const WIDE_PAGES = new Set(['/', '/resources', '/contact', '/careers']);
export const isWidePage = (route) => WIDE_PAGES.has(route) || route.startsWith('/careers/');

/**
 * The floor: the JavaScript (gzip) of a bare App Router page of the installed Next, as bench:size measured it
 * (.next-bench-floor/<version>/floor.json). After an upgrade, run bench:size and record the new value here.
 */
export const FRAMEWORK_FLOOR = { next: '16.4.5', jsBytes: 134_888 };

/** The end-to-end guard's ceiling for a page's JavaScript: the floor plus its target (every page meets it since 2026-11-24). */
export const jsCeiling = (route) => FRAMEWORK_FLOOR.jsBytes + (isWidePage(route) ? TARGETS.widePageJs : TARGETS.textPageJs);
