import { ContactBlock } from './contact/component';
import { InsightsBlock } from './insights/component';
import type { ComponentOf, IslandType } from './render-blocks';
import { TestimonialsBlock } from './testimonials/component';

/**
 * The blocks with interactive parts (client components): the carousel, the insights' chips, the contact form and its
 * booking frame. Imported by the home page's route and the staff preview only; the pages kind keeps them to the home
 * page (src/kinds/pages), so the catch-all route's pages stay within their script budget (scripts/bench/budgets.mjs).
 */
export const islandBlocks = {
  testimonials: TestimonialsBlock,
  insights: InsightsBlock,
  contact: ContactBlock,
} satisfies { [T in IslandType]: ComponentOf<T> };
