import { plainText } from '@/lib/text';
import type { Field, Fields } from './fields';
import { iconLabel, type SiteIcon } from './site-icons';

/** One value of a document as staff read it: where it sits ("Blocks › 2. Icon cards › Cards › 1 › Title") and its text. */
export type FieldText = { path: string; label: string; text: string };

const YES = 'On';
const NO = 'Off';

/**
 * Every value of a document, at any depth, as labelled text: what a compare of two versions lays side by side.
 * Keyed by the value's place (`blocks.1.cards.0.title`), so the same place in two versions can be matched.
 */
export function fieldTexts(fields: Fields, values: Record<string, unknown>, options: TextOptions = {}): FieldText[] {
  const out: FieldText[] = [];
  for (const [key, field] of Object.entries(fields)) walk(field, values[key], key, field.label, out, options);
  return out;
}

/**
 * Where the caller knows how: `time`, a date and time as staff read it (an instant in the site's zone, to the minute);
 * `richText`, formatted text as a person reads it (a line per paragraph, in the browser).
 */
export type TextOptions = { time?: (value: string) => string; richText?: (html: string) => string };

function walk(field: Field, value: unknown, path: string, label: string, out: FieldText[], options: TextOptions): void {
  switch (field.type) {
    case 'group': {
      const values = (value ?? {}) as Record<string, unknown>;
      for (const [key, inner] of Object.entries(field.fields)) walk(inner, values[key], `${path}.${key}`, `${label} › ${inner.label}`, out, options);
      return;
    }
    case 'list':
      (Array.isArray(value) ? value : []).forEach((item, index) => walk(field.of, item, `${path}.${index}`, `${label} › ${index + 1}`, out, options));
      return;
    case 'blocks':
      (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []).forEach((block, index) => {
        const type = field.blocks.find((candidate) => candidate.type === block.type);
        const at = `${label} › ${index + 1}. ${type?.label ?? String(block.type)}`;
        if (!type) return void out.push({ path: `${path}.${index}`, label: at, text: '' });
        for (const [key, inner] of Object.entries(type.fields)) walk(inner, block[key], `${path}.${index}.${key}`, `${at} › ${inner.label}`, out, options);
      });
      return;
    case 'toggle':
      out.push({ path, label, text: value === true ? YES : NO });
      return;
    case 'icon':
      out.push({ path, label, text: typeof value === 'string' ? iconLabel(value as SiteIcon) : '' });
      return;
    case 'richText':
      // Compared by its words: a change of formatting alone is not a change a reader sees.
      out.push({ path, label, text: typeof value === 'string' ? (options.richText ?? plainText)(value) : '' });
      return;
    case 'choices':
      out.push({ path, label, text: (Array.isArray(value) ? value : []).map((chosen) => field.options.find((option) => option.value === chosen)?.label ?? String(chosen)).join(', ') });
      return;
    case 'dateTime':
      out.push({ path, label, text: typeof value === 'string' && value !== '' ? (options.time?.(value) ?? value) : '' });
      return;
    case 'choice':
      out.push({ path, label, text: field.options.find((option) => option.value === value)?.label ?? (typeof value === 'string' ? value : '') });
      return;
    default:
      out.push({ path, label, text: value === null || value === undefined ? '' : String(value) });
  }
}

/** The values that differ between two versions, by place: changed, added (before is '') or taken out (after is ''). */
export function changedTexts(fields: Fields, before: Record<string, unknown>, after: Record<string, unknown>, options: TextOptions = {}) {
  const old = new Map(fieldTexts(fields, before, options).map((entry) => [entry.path, entry]));
  const now = new Map(fieldTexts(fields, after, options).map((entry) => [entry.path, entry]));
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .map((path) => ({ path, label: (now.get(path) ?? old.get(path))!.label, before: old.get(path)?.text ?? '', after: now.get(path)?.text ?? '' }))
    .filter((entry) => entry.before !== entry.after);
}
