import type { MediaUsage } from '@/lib/media';
import type { SiteIcon } from './site-icons';

// The field types of the content kit (docs/decisions/0036, section 5). A field is plain, serializable data: its
// type, its rule (required, max) and its copy (label, placeholder, help), so the same value builds the API's schema
// on the server and the form's on the client. What a type does is written once: its schema in field-schemas.ts, its
// empty and sample values in field-values.ts.

type Copy = {
  label: string;
  placeholder?: string;
  /** One line under the control: a format, a size guide. */
  help?: string;
  /** Half a row on a wide form (two such fields side by side); full width by default. */
  width?: 'half' | 'full';
};

/**
 * `advised`: a length past which the text still saves but is cut where it shows (a search result's title), and the
 * checks before publishing say so (a warning, src/kit/content-checks.ts), with `where` naming the place.
 */
type Advised = { advised?: { max: number; where: string } };
export type TextField = Copy & Advised & { type: 'text'; max: number; required?: boolean };
export type TextareaField = Copy & Advised & { type: 'textarea'; max: number; required?: boolean; rows?: number };
/**
 * Formatted text (a job's description): paragraphs, bold, italic, lists and links, kept as HTML. The server keeps only
 * those tags (src/kit/server/rich-text.ts) on every write and wherever it is drawn. `max` counts the HTML's characters.
 */
export type RichTextField = Copy & {
  type: 'richText';
  max: number;
  required?: boolean;
  /**
   * `article`: a whole article (a resource's content): headings, quotes, images, tables and code besides, or the bare
   * address of a Notion page, kept to the articles' allow-list (ADR 20) and edited with the full editor.
   */
  format?: 'article';
};
/** An image address: an http(s) URL or a path on this site, typed or picked from the media library. */
export type ImageField = Copy & { type: 'image'; guide: MediaUsage };
export type ToggleField = Copy & { type: 'toggle'; default: boolean };
/** A whole number between `min` and `max` (a salary); empty is null unless required. */
export type NumberField = Copy & { type: 'number'; min: number; max: number; required?: boolean };
/** A calendar day, `YYYY-MM-DD` (a policy's effective date: no time, no zone). */
export type DateField = Copy & { type: 'date'; required?: boolean };
/** A path of this site that a document is published at: `/privacy-policy`, `/services/cloud-smart`. */
export type AddressField = Copy & {
  type: 'address';
  /** First path segments owned by code (the staff area, the API, resources). */
  reserved?: readonly string[];
  /** Whole paths under a reserved segment that documents are drawn at by routes of their own (`/resources`). */
  allowed?: readonly string[];
  /** Documents of the kind live one level below this path, each at `<under><slug>` (a job opening: `/careers/`). */
  under?: string;
};
/**
 * The last part of a document's public address (a resource's `/resources/<slug>`): lower-case words joined by hyphens,
 * normalised from whatever is typed; left empty, it is made from the `from` field (the title) when saved.
 */
export type SlugField = Copy & { type: 'slug'; from: string; /** The address before it (`/resources/`), shown as staff type. */ prefix?: string };
/**
 * An instant in the site's time zone (a publication time): typed as a date (its 00:00), a date and time, or an
 * instant with its offset; stored as the UTC instant it names (the server turns it, knowing the zone).
 */
export type DateTimeField = Copy & { type: 'dateTime'; required?: boolean; /** The time input's label ("Publication time"); the zone is added. */ timeLabel?: string };
/** An image of the media library, by its id (a resource's share card); empty is none. */
export type MediaField = Copy & { type: 'media'; guide: MediaUsage };
/** An e-mail address (the site's contact address). */
export type EmailField = Copy & { type: 'email'; required?: boolean };
/**
 * One of a few named options (a layout, a count): a select in the form (`control: 'radio'`: a row of radio buttons, for
 * two or three that staff should see at once), the option's value in the document. An option's `plural` names a list
 * of such documents (a tab "Case Studies") and `empty` is that list's line when it has none.
 */
export type ChoiceField = Copy & { type: 'choice'; options: ReadonlyArray<{ value: string; label: string; plural?: string; empty?: string }>; default: string; control?: 'radio' };
/**
 * Several of a few named options (a resource's categories): checkboxes in the form, the chosen values in the document,
 * each once, in the options' order. `min`: how many must be chosen, with `minMessage` as what staff read (the spec's
 * "Please select at least one category").
 */
export type ChoicesField = Copy & { type: 'choices'; options: ReadonlyArray<{ value: string; label: string }>; min?: number; minMessage?: string };
/** One of the site's icons (src/kit/site-icons.ts), by name. */
export type IconField = Copy & { type: 'icon' };
/** Where a button or link goes: a path of this site, with an optional #section (`/contact#book-meeting`), or https. */
export type LinkField = Copy & {
  type: 'link';
  required?: boolean;
  /** Only an https address of another site (a community, a booking page), never a path of this one. */
  external?: true;
  /**
   * A sibling list field: while it has items, this value only marks the part of the site the item stands for (a menu
   * item with a dropdown opens the dropdown, and is shown as current below its address), so no one follows it and the
   * checks before publishing leave it alone.
   */
  marksOnlyWith?: string;
};
/** A section's id, for links to it (`/industries/fintech#solutions`): unique on its page, checked with the blocks. */
export type AnchorField = Copy & { type: 'anchor' };
/** Fields kept together as one value (a page's SEO, a legal section). */
export type GroupField = Copy & { type: 'group'; fields: Fields };
/** An ordered list of one field type (a section's paragraphs, a page's sections). */
export type ListField = Copy & { type: 'list'; of: Field; min?: number; max: number };
/**
 * A block type: a name for staff and its own fields (src/blocks/). `level`: the level of the heading it opens with,
 * 1 for the page's main heading (h1) and 2 for a section's; what it holds below that is its own concern. The checks
 * before publishing hold a page to one h1, first (src/kit/content-checks.ts).
 */
export type BlockDefinition = {
  type: string;
  label: string;
  level: 1 | 2;
  fields: Fields;
  /** It has interactive parts (client code): kept to the pages whose route brings that code (src/blocks/island-blocks.tsx). */
  scripts?: true;
  /** Ids it always draws, that links may name (the booking block's `book-meeting`), besides its anchor field's. */
  anchors?: readonly string[];
  /** The one page it belongs to, which holds it exactly once (the resources list: /resources, whose route draws it). */
  onlyAt?: string;
};
/** An ordered list of blocks, each one of the given types, with `type` naming it. */
export type BlocksField = Copy & { type: 'blocks'; blocks: readonly BlockDefinition[]; min?: number; max: number };

export type Field = TextField | TextareaField | RichTextField | ImageField | ToggleField | NumberField | DateField | DateTimeField | AddressField | SlugField | MediaField | IconField | ChoiceField | ChoicesField | EmailField | AnchorField | LinkField | GroupField | ListField | BlocksField;
export type Fields = Readonly<Record<string, Field>>;

/** The value a field holds once parsed: text that may be empty is null, so "no metric" reads the same everywhere. */
export type FieldValue<F extends Field> = F extends TextField | TextareaField | RichTextField
  ? F['required'] extends true
    ? string
    : string | null
  : F extends ImageField | EmailField
    ? F extends { required: true }
      ? string
      : string | null
    : F extends ToggleField
      ? boolean
      : F extends NumberField
        ? F['required'] extends true
          ? number
          : number | null
      : F extends DateField
        ? F['required'] extends true
          ? string
          : string | null
        : F extends DateTimeField
          ? F['required'] extends true
            ? string
            : string | null
        : F extends AddressField | SlugField
          ? string
        : F extends MediaField
          ? string | null
          : F extends IconField
            ? SiteIcon
            : F extends ChoiceField
              ? F['options'][number]['value']
            : F extends ChoicesField
              ? Array<F['options'][number]['value']>
            : F extends AnchorField
              ? string | null
              : F extends LinkField
                ? F['required'] extends true
                  ? string
                  : string | null
          : F extends GroupField
            ? ValuesOf<F['fields']>
            : F extends ListField
              ? Array<FieldValue<F['of']>>
              : F extends BlocksField
                ? Array<BlockValue<F['blocks'][number]>>
                : never;

/** One block's value: its fields' values and `type`, its name. */
export type BlockValue<B extends BlockDefinition> = B extends BlockDefinition ? { type: B['type'] } & ValuesOf<B['fields']> : never;

export type ValuesOf<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

export { defineBlock, f } from './field-builders';
