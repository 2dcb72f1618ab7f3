import { ctaBlock } from './cta/definition';
import { caseStudyBlock } from './case-study/definition';
import { iconCardsBlock } from './icon-cards/definition';
import { checklistBlock } from './checklist/definition';
import { comparisonBlock } from './comparison/definition';
import { heroBlock } from './hero/definition';
import { legalBlock } from './legal/definition';
import { statsBlock } from './stats/definition';
import { stepsBlock } from './steps/definition';
import { serviceSummaryBlock } from './service-summary/definition';
import { homeHeroBlock } from './home-hero/definition';
import { testimonialsBlock } from './testimonials/definition';
import { resultsBlock } from './results/definition';
import { servicesGridBlock } from './services-grid/definition';
import { industryCardsBlock } from './industry-cards/definition';
import { insightsBlock } from './insights/definition';
import { contactBlock } from './contact/definition';
import { contactFormBlock } from './contact-form/definition';
import { resourceListBlock } from './resource-list/definition';
import { jobOpeningsBlock } from './job-openings/definition';
import { generalApplicationBlock } from './general-application/definition';

// Every block type a page can be made of, one line each (docs/decisions/0036, section 8): a definition (its fields,
// plain data) here, its server component in src/blocks/render-blocks.tsx. The order is the staff's "Add" list.
export const blockTypes = [
  heroBlock,
  homeHeroBlock,
  serviceSummaryBlock,
  iconCardsBlock,
  servicesGridBlock,
  industryCardsBlock,
  testimonialsBlock,
  resultsBlock,
  insightsBlock,
  statsBlock,
  checklistBlock,
  stepsBlock,
  caseStudyBlock,
  comparisonBlock,
  ctaBlock,
  contactBlock,
  contactFormBlock,
  resourceListBlock,
  jobOpeningsBlock,
  generalApplicationBlock,
  legalBlock,
] as const;
