import { z } from '@/lib/schemas/zod';
import { imageAddress, optionalText, requiredText } from '@/lib/schemas/fields';
import type { MediaUsage } from '@/lib/media';

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

export type Field = TextField | TextareaField | ImageField | ToggleField;
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
      : never;

export type ValuesOf<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

/** The field builders; `const` keeps `required: true` a literal, so the value types follow the rule. */
export const f = {
  text: <const C extends Omit<TextField, 'type'>>(config: C) => ({ type: 'text', ...config }) as const,
  textarea: <const C extends Omit<TextareaField, 'type'>>(config: C) => ({ type: 'textarea', ...config }) as const,
  image: <const C extends Omit<ImageField, 'type'>>(config: C) => ({ type: 'image', ...config }) as const,
  toggle: <const C extends Omit<ToggleField, 'type'>>(config: C) => ({ type: 'toggle', ...config }) as const,
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
  }
}

/** What a new document's form starts from. */
export function emptyValue(field: Field): string | boolean {
  return field.type === 'toggle' ? field.default : '';
}

/** A valid value of the field, for tests and previews of an empty document. */
export function sampleValue(field: Field): string | boolean {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return `Sample ${field.label.toLowerCase()}`.slice(0, field.max);
    case 'image':
      return '/images/sample.svg';
    case 'toggle':
      return field.default;
  }
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
  type CreateInput = { [K in keyof F]?: F[K] extends ToggleField ? boolean : string | null };
  return {
    create: z.object(withDefaults) as unknown as z.ZodType<Values, CreateInput>,
    update: z.object(shape).partial() as unknown as z.ZodType<Partial<Values>, Partial<CreateInput>>,
  };
}
