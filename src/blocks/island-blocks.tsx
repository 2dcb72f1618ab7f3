import { ContactBlock } from './contact/component';
import { ContactFormBlock } from './contact-form/component';
import { InsightsBlock } from './insights/component';
import type { ComponentOf, IslandType } from './render-blocks';
import { TestimonialsBlock } from './testimonials/component';

/**
 * The blocks with interactive parts (client components): the carousel, the insights' chips, the contact form and its
 * booking frame. Imported by the routes of the pages that may hold them (lib/routes.ts ISLAND_PAGES: home, contact,
 * resources) and the staff preview only; the pages kind keeps them to those pages (src/kinds/pages), so the catch-all's
 * pages stay within their script budget (scripts/bench/budgets.mjs). The careers page brings its own form only.
 */
export const islandBlocks = {
  testimonials: TestimonialsBlock,
  insights: InsightsBlock,
  contact: ContactBlock,
  contactForm: ContactFormBlock,
} satisfies { [T in Exclude<IslandType, 'resourceList' | 'generalApplication'>]: ComponentOf<T> };
// The resources list is drawn by the resources route alone (components/site/resources-listing.tsx) and the preview:
// its filters' code stays off the home and contact pages. The general application form, by the careers route alone.
