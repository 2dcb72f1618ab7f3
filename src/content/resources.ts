export const resourcesPage = {
  eyebrow: 'Insights',
  listLabel: 'Resources',
  categoryLabel: 'Filter by category',
  typeLabel: 'Filter by type',
  readMore: 'Read more',
  emptyTitle: 'No resources found',
  emptyBody: "Try adjusting your filters to find what you're looking for.",
  count: (count: number) => (count === 1 ? '1 resource shown' : `${count} resources shown`),
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
