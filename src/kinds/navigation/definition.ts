import { defineKind } from '@/kit/define-kind';
import { f } from '@/kit/fields';

// The site's header (docs/decisions/0036, section 8: globals): its menu items, their dropdowns, and the call to
// action beside them. One document, edited on its own page with drafts, schedule and history like every page; the
// header of every public page draws the published one (components/site/site-shell.tsx).
const link = {
  text: f.text({ label: 'Label', required: true, max: 40, width: 'half' }),
  href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/services' }),
};

export const navigation = defineKind({
  key: 'navigation',
  singleton: true,
  labels: {
    singular: 'Navigation',
    plural: 'Navigation',
    intro: 'The header of every public page: its menu, the dropdowns and the call to action.',
    empty: 'The navigation is made when the site starts.',
    dashboard: { description: 'Rename, reorder or add the header’s menu items and their dropdowns.', cta: 'Edit navigation' },
  },
  icon: 'menu',
  editor: 'page',
  storage: { documents: true },
  fields: {
    items: f.list({
      label: 'Menu items',
      min: 1,
      max: 8,
      help: 'Up to 8 fit the desktop bar beside the call to action.',
      of: f.group({
        label: 'Menu item',
        fields: {
          ...link,
          // With a dropdown, the item opens it: its address marks the part of the site it covers (/industries).
          href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/services', marksOnlyWith: 'dropdown', help: 'With a dropdown, the part of the site it covers (shown as current there).' }),
          dropdown: f.list({
            label: 'Dropdown',
            max: 10,
            help: 'Links shown under the item (the item itself opens the list).',
            of: f.group({ label: 'Link', fields: { ...link, description: f.text({ label: 'Description', max: 80, help: 'One line under the label.' }) } }),
          }),
        },
      }),
    }),
    cta: f.group({
      label: 'Call to action',
      fields: {
        text: f.text({ label: 'Button', required: true, max: 40 }),
        href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/contact#book-meeting' }),
        mobileHref: f.link({ label: 'On a phone, goes to', required: true, width: 'half', placeholder: '/contact', help: 'The phone menu’s button; a page, not a section further down it.' }),
      },
    }),
  },
  // The staff see one document, on its editor: the card names it (no list shows it).
  card: { title: 'items' },
  // Every public page shows the header: its tag is on each of them (server/queries/public.ts).
  public: { tags: () => [], paths: () => [], ownsPath: () => false },
});
