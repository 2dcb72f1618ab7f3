import { blockTypes } from '@/blocks/registry';
import { defineKind, kindTag } from '@/kit/define-kind';
import { f, type BlockDefinition } from '@/kit/fields';
import { serviceCtas } from '@/content/services';
import { isAddress } from '@/kit/field-schemas';
import { isRedirectSource } from '@/lib/schemas/redirect';
import { CODE_PATH_SEGMENTS, FIXED_PAGES, ISLAND_PAGES, SITEMAP_PATH } from '@/lib/routes';

// A public page made of blocks (docs/decisions/0036, section 8), served at its address by the catch-all route
// (app/(site)/[...path]). Staff edit them on their editor page (/admin/pages/<id>): drafts saved as they type,
// published now or at a time. A live page whose address changes leaves a 308 at the old one.
/** The name of the fixed page at an address ("home"), or null for any other address. */
const fixedPage = (path: string): string | null => (Object.hasOwn(FIXED_PAGES, path) ? FIXED_PAGES[path]! : null);
const definitionOf = (block: { type: string }): BlockDefinition | undefined => blockTypes.find((type) => type.type === block.type);
type PageValue = { path: string; blocks: ReadonlyArray<{ type: string }> };

/** "the home, contact and resources pages" */
function islandPagesNamed() {
  const names = ISLAND_PAGES.map((path) => FIXED_PAGES[path]!);
  return `the ${names.slice(0, -1).join(', ')} and ${names.at(-1)} pages`;
}

/**
 * Where a block may go: one with interactive parts only on the pages whose routes bring that code (ISLAND_PAGES; the
 * catch-all route carries none, src/blocks/island-blocks.tsx), one that belongs to a page (`onlyAt`) only there, and
 * that page keeps it once.
 */
function blocksInPlace(page: PageValue) {
  const refusal = (index: number, message: string) => ({ field: `blocks.${index}`, message: `Block ${index + 1}, ${definitionOf(page.blocks[index]!)!.label}: ${message}` });
  const islands = ISLAND_PAGES.includes(page.path);
  for (const [index, block] of page.blocks.entries()) {
    const definition = definitionOf(block);
    // Other pages stay light: their route brings no carousel, filter or form code (issue 9's script budget).
    // A block that belongs to one page (onlyAt) has its code brought by that page's route, whatever the page.
    if (definition?.scripts && !islands && definition.onlyAt === undefined) return refusal(index, `this block works on ${islandPagesNamed()} only.`);
    if (definition?.onlyAt !== undefined && definition.onlyAt !== page.path) return refusal(index, `this block works on ${definition.onlyAt} only.`);
  }
  for (const own of (blockTypes as readonly BlockDefinition[]).filter((type) => type.onlyAt === page.path)) {
    const at = page.blocks.flatMap((block, index) => (block.type === own.type ? [index] : []));
    if (at.length === 0) return { field: 'blocks', message: `This page shows ${own.label.toLowerCase()}: keep its block.` };
    if (at.length > 1) return refusal(at[1]!, 'the page holds this block once.');
  }
  return null;
}

/** The fixed pages stay where the site's links lead, and no other page takes their addresses. */
function addressRule(before: { path: string } | null, after: { path: string }) {
  const was = before && fixedPage(before.path);
  if (was) return after.path === before.path ? null : { field: 'path', message: `The ${was} page stays at ${before.path}: move another page instead.` };
  const taken = fixedPage(after.path);
  return taken ? { field: 'path', message: `${after.path} is the ${taken} page’s address: choose another.` } : null;
}

export const pages = defineKind({
  key: 'pages',
  labels: {
    singular: 'Page',
    plural: 'Pages',
    intro: 'Every public page: its address, title, search snippet and blocks.',
    empty: 'Add a page to publish it at its address.',
    dashboard: { description: 'Edit the pages of the public site, block by block.', cta: 'Manage pages' },
  },
  icon: 'file-text',
  editor: 'page',
  // The spec's dashboard card for industries: the industry pages, with their 21:9 header art, solutions and case study.
  views: [
    {
      key: 'industries',
      icon: 'building-2',
      addressPrefix: '/industries/',
      labels: {
        title: 'Industries',
        intro: 'The industry pages: header art (21:9, at least 1600×686), solutions and a case study, block by block.',
        dashboard: { description: 'Edit the industry pages: header art, solutions and case studies.', cta: 'Manage industries' },
      },
    },
  ],
  storage: { documents: true },
  fields: {
    title: f.text({ label: 'Title', required: true, max: 120, help: 'In the browser tab and search results, after it: | SmartTech.' }),
    path: f.address({ label: 'Address', reserved: CODE_PATH_SEGMENTS, allowed: Object.keys(FIXED_PAGES), help: 'Where the page lives, such as /services/cloud-smart. A published page that moves keeps its old address as a redirect.' }),
    seo: f.group({
      label: 'Search and sharing',
      fields: {
        title: f.text({ label: 'SEO title', max: 70, advised: { max: 60, where: 'search results' }, help: 'Instead of the title and site name; up to 60 characters show in results.' }),
        description: f.textarea({ label: 'Description', required: true, max: 300, advised: { max: 160, where: 'search results' }, rows: 2, help: 'Up to 160 characters show in results.' }),
      },
    }),
    blocks: f.blocks({ label: 'Blocks', blocks: blockTypes, min: 1, max: 40 }),
  },
  card: { title: 'title', subtitle: ['path'] },
  // The fixed pages have routes of their own: they neither move nor go, and no other page takes their addresses.
  rules: {
    create: (page) => addressRule(null, page) ?? blocksInPlace(page),
    update: (before, after) => addressRule(before, after) ?? blocksInPlace(after),
    remove: (page) => {
      const name = fixedPage(page.path);
      return name ? { message: `The ${name} page cannot be deleted: edit it instead.` } : null;
    },
  },
  // A new page starts as its heading (the title, with the search description as its introduction) and the site's
  // closing call to action; staff build on it in the editor.
  starter: {
    asks: ['title', 'path', 'seo'],
    values: (sent) => {
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const seo = sent.seo !== null && typeof sent.seo === 'object' ? (sent.seo as Record<string, unknown>) : {};
      return {
        blocks: [
          { type: 'hero', eyebrow: null, heading: text(sent.title), intro: text(seo.description), highlights: [], art: null, anchor: null },
          { type: 'cta', heading: serviceCtas.heading, body: serviceCtas.body, button: serviceCtas.button, href: '/contact#book-meeting', goal: null, anchor: null },
        ],
      };
    },
  },
  public: {
    tags: (page) => [kindTag('pages', page.id)],
    // The sitemap lists every live page. A redirect's old address is served by the pages' route too.
    paths: (page) => [page.path, SITEMAP_PATH],
    ownsPath: (path) => path === SITEMAP_PATH || isAddress(path) || isRedirectSource(path),
  },
});
