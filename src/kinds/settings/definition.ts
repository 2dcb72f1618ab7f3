import { defineKind } from '@/kit/define-kind';
import { f } from '@/kit/fields';

// The site's settings (docs/decisions/0036, section 8: globals): the contact address, the office, the community
// links and the booking page. One document, edited on its own page with drafts, schedule and history like the
// navigation. The environment's values are the first run's (seed.ts); after that, staff's published ones count,
// the booking page's origin in the pages' Content-Security-Policy too (server/site-settings.ts).
export const settings = defineKind({
  key: 'settings',
  singleton: true,
  // The contact address, the scheduling page and the office: an admin's.
  access: { write: 'settings:write' },
  labels: {
    singular: 'Site settings',
    plural: 'Site settings',
    intro: 'The contact e-mail, the office, the community links and the booking page every public page uses.',
    empty: 'The settings are made when the site starts.',
    dashboard: { description: 'Change the contact e-mail, the office, the community links or the booking page.', cta: 'Edit settings' },
  },
  icon: 'settings',
  editor: 'page',
  storage: { documents: true },
  fields: {
    contactEmail: f.email({ label: 'Contact e-mail', required: true, help: 'In the footer, on the contact page, in the legal pages, and where the contact form cannot send.' }),
    officeCity: f.text({ label: 'Office city', required: true, max: 80, width: 'half' }),
    officeCountry: f.text({ label: 'Office country', required: true, max: 80, width: 'half' }),
    discordUrl: f.link({ label: 'Discord invitation', required: true, external: true, width: 'half', placeholder: 'https://discord.gg/…' }),
    slackUrl: f.link({ label: 'Slack invitation', required: true, external: true, width: 'half', placeholder: 'https://join.slack.com/…' }),
    schedulingUrl: f.link({
      label: 'Booking page',
      required: true,
      external: true,
      placeholder: 'https://calendly.com/…',
      help: 'Shown in the Book a meeting frame. Pages allow framing this address’s site once it is published.',
    }),
  },
  card: { title: 'contactEmail' },
  // Every public page shows them: the tag is on each page's reads (server/queries/public.ts).
  public: { tags: () => [], paths: () => [], ownsPath: () => false },
});
