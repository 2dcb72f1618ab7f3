export const resourcesPage = {
  eyebrow: 'Insights',
  listLabel: 'Resources',
  categoryLabel: 'Filter by category',
  typeLabel: 'Filter by type',
  readMore: 'Read more',
  emptyTitle: 'No resources found',
  emptyBody: "Try adjusting your filters to find what you're looking for.",
  count: (count: number) => (count === 1 ? '1 resource shown' : `${count} resources shown`),
  pagesLabel: 'Pages of resources',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageLink: (page: number) => `Page ${page}`,
  range: (from: number, to: number, total: number) => `Resources ${from}–${to} of ${total}`,
};

export const resourcePage = {
  back: 'All resources',
  published: 'Published',
  notionHeading: 'Read it in Notion',
  notionBody: 'This resource lives in our Notion workspace, where it is kept up to date.',
  notionButton: 'Open the Notion page',
  newTab: '(opens in a new tab)',
  ctaHeading: 'Want results like these?',
  ctaBody: 'Book a free 30-minute tech audit and we will show you where the first measurable win is.',
  ctaButton: 'Book a Free Tech Audit',
};

/** The bar staff see on a page they preview (never visitors: it needs draft mode and a staff session). */
export const previewBanner = {
  label: 'Preview',
  states: {
    draft: 'Draft: visitors cannot see this page',
    scheduled: (when: string) => `Scheduled: visitors see this page from ${when}`,
    published: 'Published: this is what visitors see',
    unpublished: 'Unpublished: visitors no longer see this page',
  },
  version: (when: string) => `A saved version from ${when}, not the current one`,
  exit: 'Exit preview',
};

export const resourceFeed = {
  title: 'SmartTech resources',
  subtitle: 'Articles, whitepapers and case studies on AI, cloud and security from SmartTech.',
};
