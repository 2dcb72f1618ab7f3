import { z } from '@/lib/schemas/zod';
import { imageAddress, optionalText, requiredText } from '@/lib/schemas/fields';
import type { MediaUsage } from '@/lib/media';
import { SITE_ICONS, type SiteIcon } from './site-icons';

// The field types of the content kit (docs/decisions/0036, section 5). A field is plain, serializable data: its
// type, its rule (required, max) and its copy (label, placeholder, help), so the same value builds the API's schema
// on the server and the form's on the client. What a type does (its schema, its empty value) is written once here.

type Copy = {
  label: string;
  placeholder?: string;
  /** One line under the control: a format, a size guide. */
  help?: string;
  /** Half a row on a wide form (two such fields side by side); full width by default. */
  width?: 'half' | 'full';
};

export type TextField = Copy & { type: 'text'; max: number; required?: boolean };
export type TextareaField = Copy & { type: 'textarea'; max: number; required?: boolean; rows?: number };
/** An image address: an http(s) URL or a path on this site, typed or picked from the media library. */
export type ImageField = Copy & { type: 'image'; guide: MediaUsage };
export type ToggleField = Copy & { type: 'toggle'; default: boolean };
/** A calendar day, `YYYY-MM-DD` (a policy's effective date: no time, no zone). */
export type DateField = Copy & { type: 'date'; required?: boolean };
/** A path of this site that a document is published at: `/privacy-policy`, `/services/cloud-smart`. */
export type AddressField = Copy & { type: 'address'; /** First path segments owned by code (the staff area, the API, resources). */ reserved?: readonly string[] };
/** One of the site's icons (src/kit/site-icons.ts), by name. */
export type IconField = Copy & { type: 'icon' };
/** Where a button or link goes: a path of this site, with an optional #section (`/contact#book-meeting`), or https. */
export type LinkField = Copy & { type: 'link'; required?: boolean };
/** A section's id, for links to it (`/industries/fintech#solutions`): unique on its page, checked with the blocks. */
export type AnchorField = Copy & { type: 'anchor' };
/** Fields kept together as one value (a page's SEO, a legal section). */
export type GroupField = Copy & { type: 'group'; fields: Fields };
/** An ordered list of one field type (a section's paragraphs, a page's sections). */
export type ListField = Copy & { type: 'list'; of: Field; min?: number; max: number };
/** A block type: a name for staff and its own fields (src/blocks/). */
export type BlockDefinition = { type: string; label: string; fields: Fields };
/** An ordered list of blocks, each one of the given types, with `type` naming it. */
export type BlocksField = Copy & { type: 'blocks'; blocks: readonly BlockDefinition[]; min?: number; max: number };

export type Field = TextField | TextareaField | ImageField | ToggleField | DateField | AddressField | IconField | AnchorField | LinkField | GroupField | ListField | BlocksField;
export type Fields = Readonly<Record<string, Field>>;

/** The value a field holds once parsed: text that may be empty is null, so "no metric" reads the same everywhere. */
export type FieldValue<F extends Field> = F extends TextField | TextareaField
  ? F['required'] extends true
    ? string
    : string | null
  : F extends ImageField
    ? string | null
    : F extends ToggleField
      ? boolean
      : F extends DateField
        ? F['required'] extends true
          ? string
          : string | null
        : F extends AddressField
          ? string
          : F extends IconField
            ? SiteIcon
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

/** The field builders; `const` keeps `required: true` a literal, so the value types follow the rule. */
export const f = {
  text: <const C extends Omit<TextField, 'type'>>(config: C) => ({ type: 'text', ...config }) as const,
  textarea: <const C extends Omit<TextareaField, 'type'>>(config: C) => ({ type: 'textarea', ...config }) as const,
  image: <const C extends Omit<ImageField, 'type'>>(config: C) => ({ type: 'image', ...config }) as const,
  toggle: <const C extends Omit<ToggleField, 'type'>>(config: C) => ({ type: 'toggle', ...config }) as const,
  date: <const C extends Omit<DateField, 'type'>>(config: C) => ({ type: 'date', ...config }) as const,
  address: <const C extends Omit<AddressField, 'type'>>(config: C) => ({ type: 'address', ...config }) as const,
  icon: <const C extends Omit<IconField, 'type'>>(config: C) => ({ type: 'icon', ...config }) as const,
  anchor: <const C extends Omit<AnchorField, 'type'>>(config: C) => ({ type: 'anchor', ...config }) as const,
  link: <const C extends Omit<LinkField, 'type'>>(config: C) => ({ type: 'link', ...config }) as const,
  group: <const C extends Omit<GroupField, 'type'>>(config: C) => ({ type: 'group', ...config }) as const,
  list: <const C extends Omit<ListField, 'type'>>(config: C) => ({ type: 'list', ...config }) as const,
  blocks: <const C extends Omit<BlocksField, 'type'>>(config: C) => ({ type: 'blocks', ...config }) as const,
};

/** A block type's definition: plain data, so the staff form gets it whole (its component is in src/blocks/). */
export const defineBlock = <const B extends BlockDefinition>(block: B) => block;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Lower-case words joined by hyphens, one or more segments: what slugify makes, for every level of the path.
const ADDRESS = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
const ADDRESS_MAX = 200;
const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ANCHOR_MAX = 40;
// A path of the site (the home page too) with an optional fragment; anything else must be an https address.
const SITE_LINK = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z][a-z0-9-]*)?$/;
const LINK_MAX = 500;

/** Whether a link field's value is one it accepts: a site path (with a #section) or an https address. */
export function isLinkTarget(value: string): boolean {
  if (value.length > LINK_MAX) return false;
  if (value.startsWith('/')) return SITE_LINK.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a path has the shape of an address field's value (the change protocol checks paths with it). */
export const isAddress = (path: string) => path.length <= ADDRESS_MAX && ADDRESS.test(path);

const isDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: the day read back must be the one written.
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** The rule of one field, with messages that name it by its label. No defaults: a partial update resets nothing. */
export function fieldSchema(key: string, field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const options = { multiline: field.type === 'textarea' };
      return field.required ? requiredText(field.label, field.max, options) : optionalText(field.label, field.max, options);
    }
    case 'image':
      return imageAddress(field.label);
    case 'toggle':
      // Sent by the list's switch as much as by the form, so the message names the API field.
      return z.boolean({ error: `${key} must be true or false` });
    case 'date': {
      const day = z.string({ error: `${field.label} is required` }).trim().refine(isDay, `${field.label} must be a date (YYYY-MM-DD)`);
      return field.required ? day : day.or(z.literal('')).nullish().transform((value) => value || null);
    }
    case 'address':
      return z
        .string({ error: `${field.label} is required` })
        .trim()
        .max(ADDRESS_MAX, `${field.label} must be at most ${ADDRESS_MAX} characters`)
        .regex(ADDRESS, `${field.label} must be a path such as /privacy-policy: lower-case words joined by hyphens`)
        .refine((path) => !field.reserved?.includes(path.split('/')[1]!), `${field.label} cannot start with a part of the site that code serves`);
    case 'icon':
      return z.enum(SITE_ICONS, { error: `${field.label} must be one of the site's icons` });
    case 'anchor':
      return z
        .string({ error: `${field.label} must be text` })
        .trim()
        .max(ANCHOR_MAX, `${field.label} must be at most ${ANCHOR_MAX} characters`)
        .refine((value) => value === '' || ANCHOR.test(value), `${field.label} must be lower-case words joined by hyphens, such as solutions`)
        .nullish()
        .transform((value) => value || null);
    case 'link': {
      const link = z
        .string({ error: `${field.label} is required` })
        .trim()
        .refine((value) => value === '' || isLinkTarget(value), `${field.label} must be a path of this site, such as /contact#book-meeting, or an https:// address`);
      return field.required
        ? link.refine((value) => value !== '', `${field.label} is required`)
        : link.nullish().transform((value) => value || null);
    }
    case 'group':
      return z.object(shapeOf(field.fields), { error: `${field.label} is required` });
    case 'list': {
      const list = z.array(fieldSchema(key, field.of), { error: `${field.label} must be a list` }).max(field.max, `${field.label} takes at most ${field.max}`);
      return field.min ? list.min(field.min, `${field.label} needs at least ${field.min}`) : list;
    }
    case 'blocks':
      return blocksSchema(field);
  }
}

function shapeOf(fields: Fields): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(key, field)]));
}

/** A list of blocks: each parsed by its own type's fields; an unknown type is an error naming its place. */
function blocksSchema(field: BlocksField): z.ZodType {
  const byType = new Map(field.blocks.map((block) => [block.type, z.object({ type: z.literal(block.type), ...shapeOf(block.fields) })]));
  const names = field.blocks.map((block) => block.type).join(', ');
  const block = z.looseObject({ type: z.string({ error: 'A block needs a type' }) }).transform((value, context) => {
    const schema = byType.get(value.type);
    if (!schema) {
      context.addIssue({ code: 'custom', message: `Unknown block type "${value.type}" (one of ${names})`, path: ['type'] });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path } as never);
    return z.NEVER;
  });
  const list = z.array(block, { error: `${field.label} must be a list` }).max(field.max, `${field.label} takes at most ${field.max}`);
  return (field.min ? list.min(field.min, `${field.label} needs at least ${field.min}`) : list).superRefine(uniqueAnchors(field));
}

/** Two blocks of a page with one anchor would make two elements with one id: the second is refused, by its place. */
function uniqueAnchors(field: BlocksField) {
  const anchorKeys = new Map(field.blocks.map((block) => [block.type, Object.keys(block.fields).filter((key) => block.fields[key]!.type === 'anchor')]));
  return (blocks: Array<Record<string, unknown>>, context: z.RefinementCtx) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      for (const key of anchorKeys.get(block.type as string) ?? []) {
        const anchor = block[key];
        if (typeof anchor !== 'string') continue;
        if (seen.has(anchor)) context.addIssue({ code: 'custom', message: `Another block of this page already has the anchor "${anchor}"`, path: [index, key] });
        seen.add(anchor);
      }
    });
  };
}

/**
 * The schemas a kind's fields derive: `create` (POST and the add form; defaults filled, unknown keys dropped) and
 * `update` (PATCH: any subset, e.g. `{ isActive }` alone from the list's switch).
 */
export function schemasOf<F extends Fields>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  const withDefaults: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields)) {
    shape[key] = fieldSchema(key, field);
    withDefaults[key] = field.type === 'toggle' ? (shape[key] as z.ZodBoolean).default(field.default) : shape[key];
  }
  type Values = ValuesOf<F>;
  type CreateInput = { [K in keyof F]?: F[K] extends ToggleField ? boolean : F[K] extends TextField | TextareaField | ImageField | DateField | AddressField | IconField | AnchorField | LinkField ? string | null : unknown };
  return {
    create: z.object(withDefaults) as unknown as z.ZodType<Values, CreateInput>,
    update: z.object(shape).partial() as unknown as z.ZodType<Partial<Values>, Partial<CreateInput>>,
  };
}
