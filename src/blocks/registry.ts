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

// Every block type a page can be made of, one line each (docs/decisions/0036, section 8): a definition (its fields,
// plain data) here, its server component in src/blocks/render-blocks.tsx. The order is the staff's "Add" list.
export const blockTypes = [heroBlock, serviceSummaryBlock, iconCardsBlock, statsBlock, checklistBlock, stepsBlock, caseStudyBlock, comparisonBlock, ctaBlock, legalBlock] as const;
