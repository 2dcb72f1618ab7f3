// One public page for each way a page is drawn: each route file (the home, contact, resources and careers pages' own,
// the CMS pages' catch-all, a resource page, a job opening's page, the 404 page) and, among the CMS pages, each
// opening block (a page heading with header art and without, the legal document). The checks of how a page is made
// (when its scripts and font load, what paints largest: performance-guards.spec.ts) visit these; the checks of what
// each page says (axe, the Nu HTML Checker, the 390 px layout: pages.spec.ts, html-and-a11y-checks.spec.ts) visit
// every page. tests/unit/page-templates.test.ts fails when a seeded page is drawn in a way this list leaves out.
export const templatePages = [
  '/',
  '/services',
  '/services/cloud-smart',
  '/industries/fintech',
  '/privacy-policy',
  '/contact',
  '/resources',
  '/careers',
  '/careers/devops-engineer',
  '/why-choose-us',
  '/resources/ai-readiness-in-healthcare',
  '/this-page-does-not-exist',
];
