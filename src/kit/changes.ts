import { z } from '@/lib/schemas/zod';
import { kindTag, type Kind } from './define-kind';

// What a write expires on the public site, as one value every instance applies the same way (docs/decisions/0036,
// section 6): the kind, its cache tags and its paths. The writer computes it from the kind's definition; another
// instance accepts it only if every tag and path is one that kind could have produced.

export type ContentChange =
  | { kind: string; tags: string[]; paths: string[] }
  // Everything public: an instance that may have missed changes (listener reconnected, fresh start).
  | { kind: 'all' };

/** A kind as the change protocol knows it: which tags and paths a change to it may carry. */
export type ChangeSource = {
  key: string;
  ownsTag: (tag: string) => boolean;
  ownsPath: (path: string) => boolean;
};

// A tag's narrower part: an id or an address segment (UUIDs and slugs alike).
const TAG_PART = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/** `<kind>` or `<kind>:<id or slug>`: the only tags a kind's change may carry. */
export function ownsKindTag(key: string, tag: string): boolean {
  if (tag === key) return true;
  const prefix = kindTag(key, '');
  return tag.startsWith(prefix) && TAG_PART.test(tag.slice(prefix.length));
}

export function changeSourceOf(kind: Pick<Kind, 'key' | 'public'>): ChangeSource {
  return { key: kind.key, ownsTag: (tag) => ownsKindTag(kind.key, tag), ownsPath: kind.public.ownsPath };
}

/** The change of a write, from the document before and after (either null for a create or a delete). */
export function changeOf<Doc>(kind: { key: string; public: { tags: (doc: Doc) => string[]; paths: (doc: Doc) => string[] } }, before: Doc | null, after: Doc | null): ContentChange {
  const docs = [before, after].filter((doc): doc is Doc => doc !== null);
  const tags = new Set([kindTag(kind.key), ...docs.flatMap((doc) => kind.public.tags(doc))]);
  const paths = new Set(docs.flatMap((doc) => kind.public.paths(doc)));
  return { kind: kind.key, tags: [...tags], paths: [...paths] };
}

// A resource schedule batch: 20 slugs, each a tag and two paths.
const LIST_MAX = 64;
const TEXT_MAX = 300;

/** What a notification or a loopback request may carry, for these kinds. */
export function changeSchemaFor(sources: readonly ChangeSource[]): z.ZodType<ContentChange> {
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const kindChange = z
    .object({
      kind: z.string().max(TEXT_MAX),
      tags: z.array(z.string().max(TEXT_MAX)).max(LIST_MAX),
      paths: z.array(z.string().max(TEXT_MAX)).max(LIST_MAX),
    })
    .refine(({ kind, tags, paths }) => {
      const source = byKey.get(kind);
      return source !== undefined && tags.every(source.ownsTag) && paths.every(source.ownsPath);
    }, 'A change may carry only its own kind’s tags and paths');
  return z.union([z.object({ kind: z.literal('all') }).strict(), kindChange]) as z.ZodType<ContentChange>;
}
