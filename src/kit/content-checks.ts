import type { BlockDefinition, Field, Fields } from './fields';

// The checks before publishing (docs/decisions/0036, section 9), derived from a kind's fields: every link of the
// site leads to a page that is there, a page of blocks has one main heading and it comes first, and a text past the
// length its place shows is flagged. An error blocks publishing; a warning is shown and publishing goes on. Each
// problem names its place as staff see it ("Block 3, Call to action: …") and the field's path (`blocks.2.href`),
// where the editor shows it.

export type ContentProblem = { path: string; message: string; level: 'error' | 'warning' };

/** What a link of the site leads to: null when it is fine, else what is wrong and how much it matters. */
export type LinkCheck = (href: string) => Promise<{ message: string; level: 'error' | 'warning' } | null>;

type Place = { path: string; name: string };

/** The addresses of the site that formatted text links to (`href="/contact"`), each once. */
function siteLinksIn(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\s[^>]*href="(\/[^"]*)"/gi)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return [...new Set(hrefs)];
}

const within = (place: Place, key: string, name?: string): Place => ({ path: place.path ? `${place.path}.${key}` : key, name: name ?? place.name });
const named = (place: Place, message: string) => (place.name ? `${place.name}: ${message}` : message);

/** The problems of a document's values, as its kind's fields see them; links are checked by `checkLink`. */
export async function contentProblems(fields: Fields, values: Record<string, unknown>, checkLink: LinkCheck): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const links: Array<{ place: Place; field: Field & { label: string }; href: string }> = [];

  function visit(field: Field, value: unknown, place: Place) {
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (field.advised && typeof value === 'string' && value.length > field.advised.max) {
          problems.push({ path: place.path, level: 'warning', message: named(place, `${field.label} is ${value.length} characters; ${field.advised.where} show about ${field.advised.max}.`) });
        }
        return;
      case 'link':
        if (typeof value === 'string' && value.startsWith('/')) links.push({ place, field, href: value });
        return;
      case 'richText':
        // Its links to pages of the site are checked like a link field's.
        if (typeof value === 'string') for (const href of siteLinksIn(value)) links.push({ place, field, href });
        return;
      case 'group':
        if (value && typeof value === 'object') visitAll(field.fields, value as Record<string, unknown>, place);
        return;
      case 'list':
        if (Array.isArray(value)) value.forEach((item, index) => visit(field.of, item, within(place, String(index), field.of.type === 'group' ? joinName(place.name, `${field.of.label} ${index + 1}`) : place.name)));
        return;
      case 'blocks':
        if (!Array.isArray(value)) return;
        value.forEach((block, index) => {
          const definition = field.blocks.find((candidate) => candidate.type === (block as { type?: unknown })?.type);
          if (definition && block && typeof block === 'object') visitAll(definition.fields, block as Record<string, unknown>, within(place, String(index), `Block ${index + 1}, ${definition.label}`));
        });
        problems.push(...outlineProblems(field.blocks, value, place));
        return;
      default:
        return;
    }
  }
  function visitAll(of: Fields, value: Record<string, unknown>, place: Place) {
    for (const [key, field] of Object.entries(of)) {
      const onlyMarks = field.type === 'link' && field.marksOnlyWith && Array.isArray(value[field.marksOnlyWith]) && (value[field.marksOnlyWith] as unknown[]).length > 0;
      if (!onlyMarks) visit(field, value[key], within(place, key));
    }
  }

  visitAll(fields, values, { path: '', name: '' });
  const checked = await Promise.all(links.map(async (link) => ({ link, problem: await checkLink(link.href) })));
  for (const { link, problem } of checked) {
    if (problem) problems.push({ path: link.place.path, level: problem.level, message: named(link.place, `${link.field.label} ${link.href}: ${problem.message}`) });
  }
  return problems;
}

const joinName = (outer: string, inner: string) => (outer ? `${outer}, ${inner}` : inner);

/** A page's headings: one main heading (h1), in its first block; no section heading before it. */
function outlineProblems(types: readonly BlockDefinition[], blocks: unknown[], place: Place): ContentProblem[] {
  const levels = blocks.map((block) => types.find((type) => type.type === (block as { type?: unknown })?.type));
  const mains = types.filter((type) => type.level === 1).map((type) => type.label);
  const problems: ContentProblem[] = [];
  const first = levels[0];
  if (first && first.level !== 1) {
    problems.push({ path: within(place, '0').path, level: 'error', message: `Block 1, ${first.label}: the page must open with its main heading (h1): put a ${mains.length > 1 ? `${mains.slice(0, -1).join(', ')} or ${mains.at(-1)}` : mains[0]} block first.` });
  }
  levels.forEach((type, index) => {
    if (index > 0 && type?.level === 1) {
      problems.push({ path: within(place, String(index)).path, level: 'error', message: `Block ${index + 1}, ${type.label}: a page has one main heading (h1), and this is a second one.` });
    }
  });
  return problems;
}

/** The `fields` of a 400 answer (the editor shows each under its field): the first problem of each place. */
export function problemFields(problems: readonly ContentProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.path] ??= problem.message;
  return fields;
}

/** The section names (anchor fields) a document's values declare: where `/page#name` links may lead. */
export function declaredAnchors(fields: Fields, values: Record<string, unknown>): string[] {
  const anchors: string[] = [];
  function visit(field: Field, value: unknown) {
    if (field.type === 'anchor' && typeof value === 'string' && value) anchors.push(value);
    else if (field.type === 'group' && value && typeof value === 'object') visitAll(field.fields, value as Record<string, unknown>);
    else if (field.type === 'list' && Array.isArray(value)) value.forEach((item) => visit(field.of, item));
    else if (field.type === 'blocks' && Array.isArray(value)) {
      for (const block of value) {
        const definition = field.blocks.find((candidate) => candidate.type === (block as { type?: unknown })?.type);
        if (!definition) continue;
        anchors.push(...(definition.anchors ?? []));
        visitAll(definition.fields, block as Record<string, unknown>);
      }
    }
  }
  function visitAll(of: Fields, value: Record<string, unknown>) {
    for (const [key, field] of Object.entries(of)) visit(field, value[key]);
  }
  visitAll(fields, values);
  return anchors;
}
