import type { KindLabels } from '@/kit/define-kind';
import type { Fields } from '@/kit/fields';

// The copy of every kind's staff list and dialog (docs/decisions/0036), made from its labels: "No Testimonials Yet",
// "Add New Testimonial", "Name, position, company and testimonial are required."

/** "Name", "Position", "Company", "Testimonial" → "Name, position, company and testimonial". */
function listOf(labels: string[]): string {
  const words = labels.map((label, i) => (i === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1)));
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What every kind's list says alike. */
export const kindWords = {
  more: (count: number) => `+${count} more`,
  all: 'All',
  statusFilterLabel: 'Status',
  statusFilters: [
    { value: 'all', label: 'All' },
    { value: 'draft', label: 'Drafts' },
    { value: 'scheduled', label: 'Scheduled' },
    { value: 'published', label: 'Published' },
  ] as const,
  statusEmptyTitle: 'Nothing Here',
  view: (title: string) => `View ${title}`,
  preview: (title: string) => `Preview ${title} (opens in a new tab)`,
  notionTitle: 'Notion page',
  notionOpen: 'Open in Notion',
  noContent: 'No content yet.',
};

export function kindCopy(labels: KindLabels, fields: Fields) {
  const singularLower = labels.singular.toLowerCase();
  const pluralLower = labels.plural.toLowerCase();
  // Required fields, and several choices that need at least one (a resource's categories).
  const required = Object.values(fields).filter((field) => ('required' in field && field.required) || (field.type === 'choices' && (field.min ?? 0) > 0)).map((field) => field.label);
  return {
    title: labels.plural,
    metaTitle: labels.plural,
    intro: labels.intro,
    add: labels.add ?? 'Add',
    entity: labels.singular,
    entityLower: singularLower,
    listName: pluralLower,
    errorTitle: `Error Loading ${labels.plural}`,
    errorBody: `There was a problem loading the ${pluralLower}. Please refresh the page or try again later.`,
    emptyTitle: `No ${labels.plural} Yet`,
    emptyBody: labels.empty,
    summary: (total: number) => `${total} ${total === 1 ? singularLower : pluralLower}`,
    pagination: `Pages of ${pluralLower}`,
    addedOn: (date: string) => `Added on ${date}`,
    edit: (title: string) => `Edit ${title}`,
    history: (title: string) => `History of ${title}`,
    viewDialogTitle: `View ${labels.singular}`,
    viewDescription: `How the ${singularLower} reads, with a preview of its content.`,
    notionBody: `The content of this ${singularLower} is a Notion page.`,
    tabsLabel: (field: string) => `Filter ${pluralLower} by ${field.toLowerCase()}`,
    /** A tab's empty list: "No Case Studies Yet". */
    tabEmptyTitle: (plural: string) => `No ${plural} Yet`,
    statusEmptyBody: (field?: string) => (field ? `No ${singularLower} of this ${field.toLowerCase()} has this status.` : `No ${singularLower} has this status.`),
    remove: (title: string) => `Delete ${title}`,
    addDialogTitle: `Add New ${labels.singular}`,
    editDialogTitle: `Edit ${labels.singular}`,
    dialogDescription: required.length === 0 ? '' : `${listOf(required)} ${required.length === 1 ? 'is' : 'are'} required.`,
    imageAlt: (title: string) => (labels.imageAlt ? labels.imageAlt.replace('{title}', title) : title),
  };
}

export type KindCopy = ReturnType<typeof kindCopy>;
