import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_PATH_SEGMENTS, FIXED_PAGES } from '@/lib/routes';

// The addresses a CMS page cannot take (src/kinds/pages: a route file of code would win over it) are written once in
// lib/routes.ts; this holds that list to the route files, so a new page of code cannot silently hide a CMS page.
const APP = path.join(process.cwd(), 'src/app');
const isGroup = (segment: string) => segment.startsWith('(') && segment.endsWith(')');
const isDynamic = (segment: string) => segment.startsWith('[');

/** Every folder of `dir` holding a page.tsx or route.ts, as its URL segments (route groups left out). */
function routeFolders(dir: string, segments: string[] = []): string[][] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name)) ? [segments] : [];
  const below = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('_')).flatMap((entry) => routeFolders(path.join(dir, entry.name), isGroup(entry.name) ? segments : [...segments, entry.name]));
  return [...here, ...below];
}

describe('the addresses code owns', () => {
  // The folders of /sitemap.xml and /sitemaps/<n>.xml are routes too (src/server/sitemap.ts).
  const folders = routeFolders(APP).filter((segments) => segments.length > 0);

  it('every public page with a route file of its own is a fixed page, and every fixed page has its route file', () => {
    const sitePages = routeFolders(path.join(APP, '(site)')).filter((segments) => !segments.some(isDynamic));
    const paths = sitePages.map((segments) => `/${segments.join('/')}`).map((p) => (p === '/' ? '/' : p));
    const codePages = paths.filter((p) => !/\.(xml|txt)$/.test(p));
    // The fixed pages' route files draw the CMS pages at their addresses (the home, contact, resources and careers pages).
    expect(new Set(codePages)).toEqual(new Set(Object.keys(FIXED_PAGES)));
  });

  it('every other route lives below a segment in CODE_PATH_SEGMENTS (the catch-all aside)', () => {
    const owned = new Set<string>(CODE_PATH_SEGMENTS);
    for (const segments of folders) {
      const [first] = segments;
      const address = `/${segments.join('/')}`;
      if (!first || first === '[...path]' || Object.hasOwn(FIXED_PAGES, address)) continue;
      // Files (the sitemap, the analytics beacon /s.js): a page's address has no dot.
      if (/\.(xml|txt|js)$/.test(segments.join('/'))) continue;
      expect(owned.has(first), `/${segments.join('/')}`).toBe(true);
    }
  });
});
