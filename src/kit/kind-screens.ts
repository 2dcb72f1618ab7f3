import type { Fields } from './fields';

// What a kind shows on the staff screens (docs/decisions/0036): its icon, its copy, its list card's fields, how its
// list narrows and how its dialog groups its fields.

/** The icons a kind may show on the staff dashboard (drawn by components/admin/kind/kind-icon.tsx). */
export const KIND_ICONS = ['message-square-quote', 'file-text', 'briefcase', 'menu', 'panel-bottom', 'building-2', 'settings'] as const;
export type KindIcon = (typeof KIND_ICONS)[number];

/** The copy a kind's staff screens derive theirs from ("No Testimonials Yet", "Add New Testimonial", …). */
export type KindLabels = {
  singular: string;
  plural: string;
  /** Under the staff list's title. */
  intro: string;
  /** The empty list's line under "No <plural> Yet". */
  empty: string;
  /** The dashboard's card. */
  dashboard: { description: string; cta: string };
  /** The list's "Add" button, when it names what it adds (the spec's "Add Resource"). */
  add?: string;
  /** A document's image, for screen readers: `{title}` stands for the card's title ("Photo of {title}"). */
  imageAlt?: string;
};

/** How the staff list shows a document: which fields go where on its card. Plain data, sent to the browser. */
export type CardSpec<K extends string = string> = {
  title: K;
  /** Joined by commas under the title ("CTO, Acme Health"). */
  subtitle?: K[];
  /** A figure and its caption ("37%", "Cloud cost reduction"). */
  highlight?: { value: K; caption?: K };
  /** A long text, cut short on the card. */
  excerpt?: K;
  image?: K;
  /** A toggle the card switches in place, and its copy ("Inactive" badge, "Activate"/"Deactivate" buttons). */
  switch?: { field: K; off: string; turnOn: string; turnOff: string };
  /** A toggle shown as a badge while on ("Featured"). */
  flag?: { field: K; label: string };
  /** `cover`: the image across the top of the card (a resource's 16:9 cover); a round photo beside the title by default. */
  layout?: 'cover';
  /** Choice fields shown as badges (a resource's type, then at most three of its categories and "+N more"). */
  badges?: K[];
  /** The formatted text a "View" dialog previews (its first 1,000 characters, or its Notion link). */
  view?: K;
};

/**
 * How a table kind's staff list narrows (`GET /api/admin/<kind>?<field>=…&state=…`, kept in its screen's address):
 * - `filters`: choice fields, one value each (the first is the screen's tabs);
 * - `states`: for a kind that goes live by a status (`draft` | `published`) and a time, where a document stands
 *   now: `draft`, `scheduled` (published, its time to come) or `published` (public now: its time reached, and the
 *   `until` time, if any, not yet).
 */
export type ListSpec<Key extends string = string> = {
  filters?: readonly Key[];
  states?: { status: Key; from: Key; until?: Key };
};

/**
 * Parts of the staff dialog: fields drawn together in a box, with a title and a line under it, and, for `preview:
 * 'search'`, how a search result shows the document (its SEO title and description, or the title and the card's
 * excerpt, and its address). Fields in no section keep their place in the definition's order.
 */
export type FormSpec<Key extends string = string> = {
  sections: ReadonlyArray<{ key: string; title?: string; intro?: string; fields: readonly Key[]; preview?: 'search' }>;
};

/** Where a document of a kind with `list.states` stands now. */
export const LIST_STATES = ['draft', 'scheduled', 'published'] as const;
export type ListState = (typeof LIST_STATES)[number];

/** A list narrows by choice fields and by publication fields of a table (documents are not queried inside). */
export function checkList({ key, list, fields, storage }: { key: string; list?: ListSpec; fields: Fields; storage: object }): void {
  if (!list) return;
  if ('documents' in storage) throw new Error(`Kind "${key}" is kept in documents: its list cannot be filtered by field`);
  for (const filter of list.filters ?? []) {
    if (fields[filter]?.type !== 'choice') throw new Error(`Kind "${key}" filters its list by "${filter}", which is not a choice field`);
  }
  if (!list.states) return;
  const status = fields[list.states.status];
  const values = status?.type === 'choice' ? status.options.map((option) => option.value) : [];
  if (!values.includes('draft') || !values.includes('published')) throw new Error(`Kind "${key}": list.states.status must be a choice of draft and published`);
  for (const time of [list.states.from, list.states.until]) {
    if (time !== undefined && fields[time]?.type !== 'dateTime') throw new Error(`Kind "${key}": list.states.${time === list.states.from ? 'from' : 'until'} must be a dateTime field`);
  }
}

/** Each field of a form section is one of the kind's, in one section only. */
export function checkForm({ key, form, fields }: { key: string; form?: FormSpec; fields: Fields }): void {
  const placed = (form?.sections ?? []).flatMap((section) => section.fields);
  for (const name of placed) {
    if (!(name in fields)) throw new Error(`Kind "${key}" puts "${name}" in a form section, but has no such field`);
    if (placed.indexOf(name) !== placed.lastIndexOf(name)) throw new Error(`Kind "${key}" puts "${name}" in two form sections`);
  }
}
