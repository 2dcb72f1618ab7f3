import 'server-only';
import { declaredAnchors, type LinkCheck } from '@/kit/content-checks';
import { addressedKinds, documentStore } from '@/kit/server/document-store';
import { kinds } from '@/kinds/registry';
import { slugParam } from '@/lib/schemas/fields';
import { isResourcePath, RESOURCES_PATH } from '@/lib/routes';
import { findRedirect } from '@/server/repositories/redirects';
import { getLiveResourceBySlug } from '@/server/repositories/resources';

// Where a link of the site leads, for the checks before publishing (src/kit/content-checks.ts): a page of code, a
// live resource, or a live document of a kind with an address (a page), whose declared sections an anchor may name.
// Addresses outside the site (https) are not fetched: the check would depend on another site being up.

const linkable = addressedKinds(kinds);
const isSlug = (slug: string) => slugParam.safeParse(slug).success;

/**
 * Checks links as they will be once `own` is published (with `alongside`, in one publication): a link to its own
 * address (and its own sections), or to one of those, is fine even before their first publication.
 */
export function siteLinkCheck(own: { address: string | null; anchors: readonly string[] }, alongside: ReadonlyArray<{ address: string | null; anchors: readonly string[] }> = []): LinkCheck {
  const seen = new Map<string, Promise<{ found: boolean; anchors: readonly string[] | null }>>();
  const lookUp = (path: string) => {
    let answer = seen.get(path);
    if (!answer) {
      answer = find(path);
      seen.set(path, answer);
    }
    return answer;
  };
  return async (href) => {
    const [path = '/', anchor] = href.split('#');
    // This document, and those published with it, count as they will be.
    const coming = [own, ...alongside].find((document) => document.address === path);
    const target = coming ? { found: true, anchors: coming.anchors } : await lookUp(path);
    if (!target.found) {
      const movedTo = await findRedirect(path);
      return movedTo
        ? { level: 'warning', message: `this address moved to ${movedTo} (visitors are sent on): link there instead.` }
        : { level: 'error', message: 'there is no page at this address.' };
    }
    // Sections of code pages are not listed anywhere to check against; a page of blocks declares its own.
    if (anchor && target.anchors && !target.anchors.includes(anchor)) {
      return { level: 'warning', message: `the page has no section named #${anchor}, so visitors land at its top.` };
    }
    return null;
  };
}

async function find(path: string): Promise<{ found: boolean; anchors: readonly string[] | null }> {
  if (isResourcePath(path, isSlug)) return { found: (await getLiveResourceBySlug(path.slice(RESOURCES_PATH.length + 1), new Date())) !== null, anchors: null };
  for (const kind of linkable) {
    const doc = await documentStore<{ id: string } & Record<string, unknown>>(kind).getByAddress(path);
    if (doc) return { found: true, anchors: declaredAnchors(kind.fields, doc) };
  }
  return { found: false, anchors: null };
}
