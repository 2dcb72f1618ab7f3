import 'server-only';
import { sanitizeFormattedText, sanitizeResourceHtml } from '@/server/sanitize';
import type { Field, Fields } from '../fields';

// Formatted text fields hold HTML: whatever the API is sent, only the kit's allow-list is kept (src/server/sanitize.ts),
// or the articles' for an article (a resource's content).

function clean(field: Field, value: unknown): unknown {
  switch (field.type) {
    case 'richText':
      if (typeof value !== 'string') return value;
      return field.format === 'article' ? sanitizeResourceHtml(value) : sanitizeFormattedText(value);
    case 'group':
      return value && typeof value === 'object' && !Array.isArray(value) ? cleanRichText(field.fields, value as Record<string, unknown>) : value;
    case 'list':
      return Array.isArray(value) ? value.map((item) => clean(field.of, item)) : value;
    case 'blocks':
      return Array.isArray(value)
        ? value.map((block: Record<string, unknown>) => {
            const definition = block && typeof block === 'object' && !Array.isArray(block) ? field.blocks.find((candidate) => candidate.type === block.type) : undefined;
            return definition ? cleanRichText(definition.fields, block) : block;
          })
        : value;
    default:
      return value;
  }
}

/**
 * `values` with every formatted text field, at any depth, kept to the allow-list; everything else as it was, whatever
 * its shape (it runs on a request's body before the schema, which then checks what is left: "Description is required"
 * when only a script was sent).
 */
export function cleanRichText<V extends Record<string, unknown>>(fields: Fields, values: V): V {
  const out: Record<string, unknown> = { ...values };
  for (const [key, field] of Object.entries(fields)) if (key in out) out[key] = clean(field, out[key]);
  return out as V;
}
