import type { Field } from './fields';
import type { SiteIcon } from './site-icons';

const DEFAULT_ICON: SiteIcon = 'badge-check';

// The values a field type starts from: empty in a new form, and a valid sample for tests and previews.

/** What a new document's form starts from. */
export function emptyValue(field: Field): unknown {
  switch (field.type) {
    case 'toggle':
    case 'choice':
      return field.default;
    case 'icon':
      return DEFAULT_ICON;
    case 'number':
      return null;
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, emptyValue(inner)]));
    case 'list':
    case 'blocks':
    case 'choices':
      return [];
    default:
      return '';
  }
}

/** A valid value of the field, for tests and previews of an empty document. */
export function sampleValue(field: Field): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return `Sample ${field.label.toLowerCase()}`.slice(0, field.max);
    case 'richText':
      return `<p>Sample ${field.label.toLowerCase()}</p>`;
    case 'image':
      return '/images/sample.svg';
    case 'toggle':
    case 'choice':
      return field.default;
    case 'choices':
      return field.options.slice(0, Math.max(1, field.min ?? 1)).map((option) => option.value);
    case 'number':
      return field.min;
    case 'date':
      return '2026-11-01';
    case 'dateTime':
      // An optional time is left empty: two equal times may not fit together (a resource's unpublish time).
      return field.required ? '2026-11-01T09:00' : null;
    case 'slug':
      return 'sample-page';
    case 'media':
      return null;
    case 'address':
      return `${field.under ?? '/'}sample-page`;
    case 'icon':
      return DEFAULT_ICON;
    case 'anchor':
      return null;
    case 'link':
      return field.external ? 'https://example.com/' : '/contact';
    case 'email':
      return 'hello@example.com';
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, sampleValue(inner)]));
    case 'list':
      return Array.from({ length: Math.max(1, field.min ?? 1) }, () => sampleValue(field.of));
    case 'blocks':
      return field.blocks.slice(0, Math.max(1, field.min ?? 1)).map((block) => ({ type: block.type, ...Object.fromEntries(Object.entries(block.fields).map(([key, inner]) => [key, sampleValue(inner)])) }));
  }
}

/** Whether an item holds anything a person typed (removing an empty one needs no question). */
export function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key !== 'type' && hasContent(inner));
  return false;
}
