import { blockTypes } from '@/blocks/registry';
import { defineKind, kindTag } from '@/kit/define-kind';
import { f, type BlockDefinition } from '@/kit/fields';
import { serviceCtas } from '@/content/services';
import { isAddress } from '@/kit/field-schemas';
import { isRedirectSource } from '@/lib/schemas/redirect';
import { CODE_PAGE_PATHS, CODE_PATH_SEGMENTS, HOME_PATH, SITEMAP_PATH } from '@/lib/routes';

// A public page made of blocks (docs/decisions/0036, section 8), served at its address by the catch-all route
// (app/(site)/[...path]). Staff edit them on their editor page (/admin/pages/<id>): drafts saved as they type,
// published now or at a time. A live page whose address changes leaves a 308 at the old one.
/** A block with interactive parts off the home page: its route carries no such code (src/blocks/island-blocks.tsx). */
function scriptsOffHome(page: { path: string; blocks: ReadonlyArray<{ type: string }> }) {
  if (page.path === HOME_PATH) return null;
  const definitionOf = (block: { type: string }): BlockDefinition | undefined => blockTypes.find((type) => type.type === block.type);
  const index = page.blocks.findIndex((block) => definitionOf(block)?.scripts);
  if (index < 0) return null;
  const label = definitionOf(page.blocks[index]!)!.label;
  // Other pages stay light: their route brings no carousel, filter or form code (issue 9's script budget).
  return { field: `blocks.${index}`, message: `Block ${index + 1}, ${label}: this block works on the home page only.` };
}

const homeStays = { field: 'path', message: 'The home page stays at /: move another page instead.' };
const homeAddress = { field: 'path', message: '/ is the home page’s address: choose another.' };

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
    path: f.address({ label: 'Address', reserved: CODE_PATH_SEGMENTS, servedByCode: CODE_PAGE_PATHS, help: 'Where the page lives, such as /services/cloud-smart. A published page that moves keeps its old address as a redirect.' }),
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
  // The home page is the one page at `/`: it neither moves nor goes, and no other page takes its address.
  rules: {
    create: (page) => (page.path === HOME_PATH ? homeAddress : scriptsOffHome(page)),
    update: (before, after) => (before.path === HOME_PATH ? (after.path === HOME_PATH ? null : homeStays) : after.path === HOME_PATH ? homeAddress : scriptsOffHome(after)),
    remove: (page) => (page.path === HOME_PATH ? { message: 'The home page cannot be deleted: edit it instead.' } : null),
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
          { type: 'hero', eyebrow: null, heading: text(sent.title), intro: text(seo.description), art: null, anchor: null },
          { type: 'cta', heading: serviceCtas.heading, body: serviceCtas.body, button: serviceCtas.button, href: '/contact#book-meeting', anchor: null },
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
