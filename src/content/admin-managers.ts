/** Copy of the resources manager (testimonials: src/content/admin-kinds.ts, from their definition) (the contact inbox's is in admin-leads.ts). */
import type { ResourceType } from '@/lib/categories';
import { resourcePath } from '@/lib/routes';

const typeEmpty: Record<ResourceType | 'all', { title: string; body: string }> = {
  all: { title: 'No Resources Yet', body: 'Add an article, whitepaper or case study to publish it on the Resources page.' },
  article: { title: 'No Articles Yet', body: 'Add an article to publish it on the Resources page.' },
  whitepaper: { title: 'No Whitepapers Yet', body: 'Add a whitepaper to publish it on the Resources page.' },
  'case-study': { title: 'No Case Studies Yet', body: 'Add a case study, or paste a Notion page link into its Content.' },
};

export const resourcesCopy = {
  title: 'Resources',
  metaTitle: 'Resources',
  intro: 'Articles, whitepapers and case studies on the public Resources page.',
  add: 'Add Resource',
  entity: 'Resource',
  entityLower: 'resource',
  summary: (total: number) => `${total} ${total === 1 ? 'resource' : 'resources'}`,
  pagination: 'Pages of resources',
  listName: 'resources',
  errorTitle: 'Error Loading Resources',
  errorBody: 'There was a problem loading the resources. Please refresh the page or try again later.',
  typeEmpty,
  tabsLabel: 'Filter resources by type',
  tabs: [
    { value: 'all', label: 'All' },
    { value: 'article', label: 'Articles' },
    { value: 'whitepaper', label: 'Whitepapers' },
    { value: 'case-study', label: 'Case Studies' },
  ] as const,
  moreCategories: (count: number) => `+${count} more`,
  published: (date: string) => `Published ${date}`,
  scheduled: 'Scheduled',
  view: (title: string) => `View ${title}`,
  edit: (title: string) => `Edit ${title}`,
  remove: (title: string) => `Delete ${title}`,
  addDialogTitle: 'Add New Resource',
  editDialogTitle: 'Edit Resource',
  viewDialogTitle: 'View Resource',
  dialogDescription: 'Title, description, type and at least one category are required.',
  viewDescription: 'How the resource reads, with a preview of its content.',
  imageAlt: (title: string) => `Image for ${title}`,
  notionTitle: 'Notion page',
  notionBody: 'The content of this resource is a Notion page.',
  notionOpen: 'Open in Notion',
  noContent: 'No content yet.',
  publicPage: 'Open public page',
  fields: {
    title: { label: 'Title', placeholder: 'Cloud Cost Optimization Playbook' },
    slug: { label: 'Slug', placeholder: 'cloud-cost-optimization-playbook', hint: `Filled from the title until you edit it. Public address: ${resourcePath('')}` },
    description: { label: 'Description', placeholder: 'A one- or two-sentence summary shown on the card.' },
    content: { label: 'Content', placeholder: 'Text, HTML, or a Notion page link', hint: 'Paste a Notion page link to show a link card to it.' },
    imageUrl: { label: 'Image URL', placeholder: 'https://example.com/cover.jpg', hint: '16:9, at least 1200x675.' },
    type: { label: 'Type' },
    publishedAt: { label: 'Publication date' },
  },
};
