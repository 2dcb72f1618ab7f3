import { footerCompany, footerServices, industryPages } from '@/content/navigation';
import { site } from '@/content/site';

// The footer a new site starts with: today's columns (src/content/navigation.ts) and words (src/content/site.ts).
const column = (heading: string, links: ReadonlyArray<{ text: string; href: string }>) => ({ heading, links: links.map(({ text, href }) => ({ text, href })) });

export const footerSeed = () => ({
  main: {
    blurb: site.footerBlurb,
    columns: [
      column(site.footerHeadings.services, footerServices),
      column(site.footerHeadings.industries, industryPages),
      column(site.footerHeadings.company, footerCompany),
    ],
  },
});
