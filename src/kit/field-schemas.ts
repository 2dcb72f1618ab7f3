import { z } from '@/lib/schemas/zod';
import { imageAddress, optionalText, requiredText } from '@/lib/schemas/fields';
import { plainText } from '@/lib/text';
import { plainText as plainTextRule } from '@/lib/schemas/plain-text';
import { isPublicationTime } from '@/lib/site-time';
import { SLUG_MAX_LENGTH, slugify } from '@/lib/slug';
import { SITE_ICONS } from './site-icons';
import { ADDRESS, ADDRESS_MAX, ANCHOR, ANCHOR_MAX, EMAIL, isDay, isLinkTarget } from './field-formats';
import type { BlocksField, Field, Fields } from './fields';

// The rules of the kit's field types (docs/decisions/0036, section 5): from a field's definition (src/kit/fields.ts),
// the schema that checks its value, the same on the server (the API) and in the staff form.

export { isAddress, isLinkTarget } from './field-formats';

/**
 * A publication time in the site's zone: a date (its 00:00), a wall-clock date and time, or an instant with its
 * offset. The server turns it into the UTC instant it stores (src/lib/site-time.ts).
 */
export const publicationTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/, `${label} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)`)
    .refine(isPublicationTime, `${label} must be a real date`);

/** The rule of one field, with messages that name it by its label. No defaults: a partial update resets nothing. */
export function fieldSchema(key: string, field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const options = { multiline: field.type === 'textarea' };
      return field.required ? requiredText(field.label, field.max, options) : optionalText(field.label, field.max, options);
    }
    case 'richText': {
      // The tags it may keep are the server's to enforce (kit/server/rich-text.ts); here, its size and whether it says anything.
      const html = z
        .string({ error: `${field.label} must be text` })
        .trim()
        .check(plainTextRule(field.label, { multiline: true }))
        // Counted as stored: the server keeps its HTML safe first, and `&` is stored as `&amp;`.
        .max(field.max, `${field.label} is too long: at most ${field.max.toLocaleString('en-US')} characters once its HTML is made safe (& is stored as &amp;)`)
        .transform((value) => (plainText(value) === '' ? '' : value));
      return field.required
        ? html.refine((value) => value !== '', `${field.label} is required`)
        : html.nullish().transform((value) => value || null);
    }
    case 'image':
      return imageAddress(field.label);
    case 'toggle':
      // Sent by the list's switch as much as by the form, so the message names the API field.
      return z.boolean({ error: `${key} must be true or false` });
    case 'number': {
      // A form sends text: '' is no number, digits are one, anything else stays text for the message to name.
      const asNumber = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? null : /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value);
      const whole = z
        .number({ error: (issue) => (issue.input === null || issue.input === undefined ? `${field.label} is required` : `${field.label} must be a whole number, such as ${field.min}`) })
        .int(`${field.label} must be a whole number, such as ${field.min}`)
        .min(field.min, `${field.label} must be at least ${field.min.toLocaleString('en-US')}`)
        .max(field.max, `${field.label} must be at most ${field.max.toLocaleString('en-US')}`);
      return z.preprocess(asNumber, field.required ? whole : whole.nullish().transform((value) => value ?? null));
    }
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
        .refine((path) => !field.reserved?.includes(path.split('/')[1]!) || Boolean(field.allowed?.includes(path)), `${field.label} cannot start with a part of the site that code serves`)
        .refine((path) => field.under === undefined || (path.startsWith(field.under) && !path.slice(field.under.length).includes('/') && path.length > field.under.length), `${field.label} must be ${field.under}followed by lower-case words joined by hyphens`);
    case 'slug':
      // Normalised as typed; an empty one is made from its `from` field on create (schemasOf) or by the server.
      return z
        .string({ error: `${field.label} must be text` })
        .trim()
        .check(plainTextRule(field.label))
        .max(SLUG_MAX_LENGTH, `${field.label} must be at most ${SLUG_MAX_LENGTH} characters`)
        .transform(slugify);
    case 'dateTime': {
      const time = publicationTime(field.label);
      return field.required ? time : z.union([time, z.literal('')]).nullish().transform((value) => value || null);
    }
    case 'media':
      return z
        .union([z.uuid({ error: `${field.label} must be an image of the media library` }), z.literal('')])
        .nullish()
        .transform((value) => value || null);
    case 'icon':
      return z.enum(SITE_ICONS, { error: `${field.label} must be one of the site's icons` });
    case 'email': {
      const address = z.string({ error: `${field.label} is required` }).trim().max(254, `${field.label} must be at most 254 characters`);
      const valid = address.refine((value) => value === '' || EMAIL.test(value), `${field.label} must be an e-mail address, such as hello@example.com`);
      return field.required ? valid.refine((value) => value !== '', `${field.label} is required`) : valid.nullish().transform((value) => value || null);
    }
    case 'choice': {
      const values = field.options.map((option) => option.value);
      return z.enum(values as [string, ...string[]], { error: `${field.label} must be one of: ${values.join(', ')}` });
    }
    case 'choices': {
      const values = field.options.map((option) => option.value);
      const chosen = z.array(z.enum(values as [string, ...string[]], { error: `${field.label} must be chosen from: ${values.join(', ')}` }), { error: field.minMessage ?? `${field.label} must be a list` });
      // Each once, in the order given: where a few are shown (a card's first two categories), the first come first.
      const unique = chosen.transform((picked) => [...new Set(picked)]);
      return field.min ? unique.refine((picked) => picked.length >= field.min!, field.minMessage ?? `${field.label}: choose at least ${field.min}`) : unique;
    }
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
        .refine((value) => value === '' || isLinkTarget(value), `${field.label} must be a path of this site, such as /contact#book-meeting, or an https:// address`)
        .refine((value) => !field.external || value === '' || value.startsWith('https://'), `${field.label} must be an https:// address of another site`);
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

/**
 * The rules of the fields inside a group, a list or a block. A field added to a block type later is missing from the
 * pages saved before: a choice takes its default there, a list that may be empty is taken as empty, and a group whose fields are all optional is taken as empty,
 * so those pages still save (and draw) as they did.
 */
function shapeOf(fields: Fields): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const schema = fieldSchema(key, field);
      if (field.type === 'choice') return [key, z.preprocess((value) => value ?? field.default, schema)];
      if (field.type === 'list' && !field.min) return [key, z.preprocess((value) => value ?? [], schema)];
      if (field.type === 'group' && !Object.values(field.fields).some(isRequired)) return [key, z.preprocess((value) => value ?? {}, schema)];
      return [key, schema];
    }),
  );
}

const isRequired = (field: Field) => 'required' in field && field.required === true;

/** One block of a blocks field, parsed by its own type's fields; an unknown type is an error on `type`. */
export function blockSchema(field: BlocksField): z.ZodType<Record<string, unknown> & { type: string }> {
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
  return block as unknown as z.ZodType<Record<string, unknown> & { type: string }>;
}

/** A list of blocks: each parsed by its own type's fields; an unknown type is an error naming its place. */
function blocksSchema(field: BlocksField): z.ZodType {
  const list = z.array(blockSchema(field), { error: `${field.label} must be a list` }).max(field.max, `${field.label} takes at most ${field.max}`);
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
