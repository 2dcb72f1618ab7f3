import { z } from '@/lib/schemas/zod';
import { slugify } from '@/lib/slug';
import { fieldSchema } from './field-schemas';
import type { AddressField, AnchorField, DateField, Field, Fields, IconField, ImageField, LinkField, RichTextField, SlugField, TextField, TextareaField, ToggleField, ValuesOf } from './fields';

// A kind's schemas, from its fields' rules (field-schemas.ts): what a create takes when a field is left out, and the
// slug made from its source field.

/**
 * The schemas a kind's fields derive: `create` (POST and the add form; defaults filled, unknown keys dropped) and
 * `update` (PATCH: any subset, e.g. `{ isActive }` alone from the list's switch).
 */
export function schemasOf<F extends Fields>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  const withDefaults: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields)) {
    shape[key] = fieldSchema(key, field);
    withDefaults[key] = createDefault(field, shape[key]!);
  }
  type Values = ValuesOf<F>;
  type CreateInput = { [K in keyof F]?: F[K] extends ToggleField ? boolean : F[K] extends TextField | TextareaField | RichTextField | ImageField | DateField | AddressField | IconField | AnchorField | LinkField ? string | null : unknown };
  const slugs = Object.entries(fields).flatMap(([key, field]) => (field.type === 'slug' ? [{ key, field }] : []));
  const create = slugs.length === 0 ? z.object(withDefaults) : z.object(withDefaults).transform(slugsFilled(slugs));
  return {
    create: create as unknown as z.ZodType<Values, CreateInput>,
    update: z.object(shape).partial() as unknown as z.ZodType<Partial<Values>, Partial<CreateInput>>,
  };
}

/** What a create without the field takes: a toggle's or choice's default, an empty slug, and "now" for a publication time. */
function createDefault(field: Field, schema: z.ZodType): z.ZodType {
  if (field.type === 'toggle' || field.type === 'choice') return (schema as z.ZodBoolean).default(field.default as never);
  if (field.type === 'slug') return schema.optional().default('');
  // '' is "now", which the server reads with its own clock and zone; given, the value is checked.
  if (field.type === 'dateTime' && field.required) return schema.optional().default('');
  return schema;
}

/** An empty slug made from its source field (the title); one that stays empty (a title of signs only) is refused. */
function slugsFilled(slugs: Array<{ key: string; field: SlugField }>) {
  return (values: Record<string, unknown>, context: z.RefinementCtx) => {
    const out = { ...values };
    for (const { key, field } of slugs) {
      out[key] = (values[key] as string) || slugify(String(values[field.from] ?? ''));
      if (out[key] === '') context.addIssue({ code: 'custom', message: `${field.label} must contain letters or numbers`, path: [key] });
    }
    return out;
  };
}
