/** Copy of the staff publishing screens: status and schedule, SEO, trash, history, redirects. */
import type { PublicationState } from '@/lib/publication';

export const publicationCopy = {
  badge: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' } satisfies Record<PublicationState, string>,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  unpublishedOn: (when: string) => `Unpublished ${when}`,
  notPublished: 'Not published',
  published: (when: string) => `Published ${when}`,
};

/** A publication time field of the editor page (src/kit/fields.ts dateTime): its time input and its clear button. */
export const dateTimeCopy = {
  time: (zone: string) => `Time (${zone})`,
  clear: (label: string) => `Clear ${label.toLowerCase()}`,
};

export const seoCopy = {
  count: (length: number, hint: number) => `${length} / ${hint} characters`,
  over: (hint: number) => `Longer than ${hint} characters: search engines may cut it off.`,
  previewLabel: 'Search result preview',
  socialImage: 'Social image',
  socialImageHint: 'A media-library image for link previews (cropped to 1200×630). Empty: the cover image or a generated card.',
  socialImagePlaceholder: 'Media-library image id',
  chooseImage: 'Choose from library',
  clearImage: 'Remove',
  socialImageAlt: 'The chosen social image',
};

/** The trash of a kind that keeps deleted documents 30 days ("Deleted resources stay here…"). */
export function trashCopyOf({ singular, plural }: { singular: string; plural: string }) {
  const many = plural.toLowerCase();
  return {
    title: 'Trash',
    intro: `Deleted ${many} stay here for 30 days, then they are deleted for good.`,
    listName: 'the trash',
    emptyTitle: 'The Trash Is Empty',
    emptyBody: `Deleted ${many} appear here for 30 days.`,
    deletedOn: (when: string) => `Deleted ${when}`,
    restore: 'Restore',
    restoreLabel: (title: string) => `Restore ${title}`,
    deleteForGood: 'Delete for good',
    deleteForGoodLabel: (title: string) => `Delete for good: ${title}`,
    deleteForGoodBody: (title: string) => `Delete "${title}" and all its versions for good? This cannot be undone.`,
    restored: (title: string) => `"${title}" is back among the ${many}.`,
    deleted: (title: string) => `"${title}" was deleted for good.`,
    failed: 'Please try again.',
    show: 'Trash',
    hide: `Back to ${many}`,
    moveBody: (title: string) => `Move "${title}" to the trash? It stays there for 30 days, and you can restore it until then.`,
    /** The singular's own word, for a screen reader's "Restore …" on a document without a title. */
    entity: singular,
  };
}

/** The History dialog of a kind whose saves are versions ("…compare it with the current resource"). */
export function historyCopyOf({ singular }: { singular: string }) {
  const one = singular.toLowerCase();
  return {
    ...historyWords,
    description: (title: string) => `Saved versions of "${title}", newest first. Choose one to compare it with the current ${one}.`,
    compareTitle: (when: string) => `Changes from the version of ${when} to the current ${one}`,
    legend: { removed: 'Only in the version', added: `Only in the current ${one}` },
    addressChange: (from: string, to: string) => `Restoring it moves the ${one} from ${from} to ${to}; while it is published, the old address then redirects.`,
    confirmBody: (when: string) => `The ${one} becomes as it was on ${when}. It is saved as a new version, so this can be undone too.`,
    failed: `The ${one} could not be restored. Please try again.`,
  };
}
export type HistoryCopy = ReturnType<typeof historyCopyOf>;

/** What every kind's History dialog says alike. */
export const historyWords = {
  title: 'History',
  listLabel: 'Versions',
  loading: 'versions',
  empty: 'No versions saved yet.',
  errorTitle: 'Error Loading History',
  errorBody: 'There was a problem loading the versions. Please try again.',
  versionLabel: (when: string, author: string) => `${when} by ${author}`,
  unchanged: 'No differences.',
  chooseVersion: 'Choose a version to compare.',
  preview: 'Preview this version',
  restore: 'Restore this version',
  restoring: 'Restoring...',
  confirmTitle: 'Restore this version?',
  restored: (when: string) => `The version of ${when} was restored as a new version.`,
  restoredTitle: 'Restored',
};

export const redirectsCopy = {
  title: 'Redirects',
  metaTitle: 'Redirects',
  intro: 'Old resource addresses that send visitors and search engines on to a new one (308). Renaming a published resource adds one for you.',
  listName: 'redirects',
  errorTitle: 'Error Loading Redirects',
  errorBody: 'There was a problem loading the redirects. Please refresh the page or try again later.',
  emptyTitle: 'No Redirects Yet',
  emptyBody: 'Moving a published page or renaming a published resource adds one. You can also add one by hand, from any old address.',
  tableCaption: 'Redirects, newest first',
  columns: { from: 'Old address', to: 'New address', by: 'Made by', when: 'When', kind: 'Kind', actions: 'Actions' },
  automatic: 'Automatic (rename)',
  moved: 'Automatic (page moved)',
  manual: 'By hand',
  unknownAuthor: 'Unknown',
  addTitle: 'Add a redirect',
  fromLabel: 'Old address',
  fromPlaceholder: '/about-us or /resources/old-title',
  toLabel: 'New address',
  toPlaceholder: '/resources/new-title',
  add: 'Add redirect',
  adding: 'Adding...',
  added: 'Redirect added.',
  remove: (from: string) => `Remove the redirect from ${from}`,
  removeBody: (from: string, to: string) => `Remove the redirect from ${from} to ${to}? Visitors to the old address will get "Page Not Found".`,
  removed: 'Redirect removed.',
  failed: 'Please try again.',
};
