// What a kind shows on the staff screens (docs/decisions/0036): its icon, its copy, and its list card's fields.

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
