export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 160;

/** A long title keeps whole words unless that would drop more than this share of the allowed length. */
const MIN_KEPT_SHARE = 0.5;

/**
 * The spec's slug rule: lower case, non-word characters removed, whitespace runs become hyphens.
 * Hyphens already in the title are kept as separators ("AI-Driven" → "ai-driven", not "aidriven").
 * At most SLUG_MAX_LENGTH characters, or a slug made from a long title could never be looked up.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/_/g, '-')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return capSlug(slug);
}

/** Cuts a slug to SLUG_MAX_LENGTH, at the last hyphen when that keeps most of it; never ends in a hyphen. */
function capSlug(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // A hyphen right after the cut means the cut already falls on a word boundary.
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  const end = boundary >= SLUG_MAX_LENGTH * MIN_KEPT_SHARE ? boundary : SLUG_MAX_LENGTH;
  return slug.slice(0, end).replace(/-+$/, '');
}
