import type { legalBlock } from '@/blocks/legal/definition';
import { privacyPolicy, termsOfService, type LegalDocument } from '@/content/legal';
import { copyFor } from '@/content/pages';
import { site } from '@/content/site';
import type { BlockValue } from '@/kit/fields';

// The pages a new site starts with: today's copy (src/content/), so every text the product spec quotes is there.

function legalPage(path: string, document: LegalDocument) {
  const copy = copyFor(path);
  const block: BlockValue<typeof legalBlock> = {
    type: 'legal',
    eyebrow: site.eyebrows.legal,
    heading: copy.heading,
    intro: copy.intro,
    effectiveDate: document.effectiveDate,
    lastUpdated: document.lastUpdated,
    sections: document.sections.map((section) => ({ title: section.title, paragraphs: section.paragraphs, list: section.list ?? [] })),
  };
  return { title: copy.title, path, seo: { title: null, description: copy.description }, blocks: [block] };
}

export const pageSeed = () => [legalPage('/privacy-policy', privacyPolicy), legalPage('/terms-of-service', termsOfService)];
