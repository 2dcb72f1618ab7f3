import { defineKind } from '@/kit/define-kind';
import { f } from '@/kit/fields';

// The site's footer (docs/decisions/0036, section 8: globals): the words under the logo and the columns of links.
// The office, the e-mail address and the community links are the site's settings; the copyright line is the legal
// name's. One document, edited on its own page like the navigation.
export const footer = defineKind({
  key: 'footer',
  singleton: true,
  labels: {
    singular: 'Footer',
    plural: 'Footer',
    intro: 'The foot of every public page: the words under the logo and the columns of links.',
    empty: 'The footer is made when the site starts.',
    dashboard: { description: 'Edit the footer’s text and its columns of links.', cta: 'Edit footer' },
  },
  icon: 'panel-bottom',
  editor: 'page',
  storage: { documents: true },
  fields: {
    blurb: f.textarea({ label: 'About the company', required: true, max: 300, rows: 3, help: 'Under the logo.' }),
    columns: f.list({
      label: 'Link columns',
      min: 1,
      max: 3,
      help: 'Up to three beside the logo; the community links follow the last.',
      of: f.group({
        label: 'Column',
        fields: {
          heading: f.text({ label: 'Heading', required: true, max: 40 }),
          links: f.list({
            label: 'Links',
            min: 1,
            max: 12,
            of: f.group({
              label: 'Link',
              fields: {
                text: f.text({ label: 'Label', required: true, max: 60, width: 'half' }),
                href: f.link({ label: 'Goes to', required: true, width: 'half', placeholder: '/careers' }),
              },
            }),
          }),
        },
      }),
    }),
  },
  card: { title: 'blurb' },
  // Every public page shows the footer: its tag is on each of them (server/queries/public.ts).
  public: { tags: () => [], paths: () => [], ownsPath: () => false },
});
