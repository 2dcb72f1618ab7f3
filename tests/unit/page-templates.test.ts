import { describe, expect, it } from 'vitest';
import { pageSeed } from '@/kinds/pages/seed';
import { FIXED_PAGES } from '@/lib/routes';
import { templatePages } from '../e2e/support/page-templates';

// The end-to-end checks of how a page is made visit one page per way of drawing it (tests/e2e/support/page-templates.ts):
// a seeded page drawn another way (a new route file, a new opening block, header art where there was none) must add
// one of its kind there, or those checks would never see it.
type Seeded = { path: string; blocks: Array<{ type: string; art?: string | null }> };

/** How a page is drawn: its route (a fixed page's own, or the catch-all), its opening block, with or without art. */
const templateOf = (page: Seeded) => {
  const first = page.blocks[0]!;
  const route = Object.hasOwn(FIXED_PAGES, page.path) ? page.path : 'catch-all';
  return `${route} · ${first.type}${first.art ? ' with art' : ''}`;
};

describe('the page templates the end-to-end checks visit', () => {
  it('include a page of every way a seeded page is drawn', () => {
    const seeded = Object.values(pageSeed()) as Seeded[];
    const covered = new Set(seeded.filter((page) => templatePages.includes(page.path)).map(templateOf));
    const missing = [...new Set(seeded.map(templateOf))].filter((template) => !covered.has(template));
    expect(missing).toEqual([]);
  });

  it('name only pages that exist, a job opening’s, a resource’s and the 404 page among them', () => {
    const seeded = new Set(Object.keys(pageSeed()));
    const others = templatePages.filter((path) => !seeded.has(path));
    expect(others).toEqual(['/careers/devops-engineer', '/resources/ai-readiness-in-healthcare', '/this-page-does-not-exist']);
  });
});
