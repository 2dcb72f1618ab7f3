import { blockTypes } from '@/blocks/registry';
import { defineKind, kindTag } from '@/kit/define-kind';
import { f } from '@/kit/fields';
import { isAddress } from '@/kit/field-schemas';

// A public page made of blocks (docs/decisions/0036, section 8). For now each page is served by the route file of
// its address (components/site/cms-page.tsx); a catch-all route will serve any address. Staff edit them on their
// editor page (/admin/pages/<id>): drafts saved as they type, published now or at a time.
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
  storage: { documents: true },
  fields: {
    title: f.text({ label: 'Title', required: true, max: 120, help: 'In the browser tab and search results, after it: | SmartTech.' }),
    path: f.address({ label: 'Address', reserved: ['admin', 'api', 'og', 'resources', 'images', 'media', 'fonts'] }),
    seo: f.group({
      label: 'Search and sharing',
      fields: {
        title: f.text({ label: 'SEO title', max: 70, help: 'Instead of the title and site name; up to 60 characters show in results.' }),
        description: f.textarea({ label: 'Description', required: true, max: 300, rows: 2, help: 'Up to 160 characters show in results.' }),
      },
    }),
    blocks: f.blocks({ label: 'Blocks', blocks: blockTypes, min: 1, max: 40 }),
  },
  card: { title: 'title', subtitle: ['path'] },
  // Until the catch-all route serves every address (docs/decisions/0036), a page is served by the route file of its
  // address: a new page or a new address would be shown nowhere, and a deleted page would leave its route empty.
  rules: {
    create: () => ({ field: 'path', message: 'New pages come with the page route that serves any address; until then, edit the existing pages.' }),
    update: (before, after) => (after.path !== before.path ? { field: 'path', message: 'This page’s address cannot change yet: its route serves this address.' } : null),
    remove: () => ({ message: 'This page is served by a route of its own: edit it, it cannot be deleted yet.' }),
  },
  public: {
    tags: (page) => [kindTag('pages', page.id)],
    paths: (page) => [page.path],
    ownsPath: isAddress,
  },
});
