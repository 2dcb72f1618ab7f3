import 'server-only';
import { unstable_cache } from 'next/cache';
import { parseMediaUrl } from '@/lib/media';
import { mediaAltTexts } from '../repositories/media';

/** Expired by an alt-text edit; 60 s bounds it on other instances, as for the other public reads. */
export const mediaCacheTag = 'media';

/**
 * Alt texts of the library images among `urls`, keyed by URL: one cached query for a whole page, never one per
 * image (docs/decisions/0016). Other addresses are left out; their alt stays what the page gives.
 */
export async function altTextsFor(urls: (string | null | undefined)[]): Promise<Record<string, string>> {
  const byId = new Map<string, string[]>();
  for (const url of urls) {
    const ref = parseMediaUrl(url);
    if (ref && url) byId.set(ref.id, [...(byId.get(ref.id) ?? []), url]);
  }
  const ids = [...byId.keys()].sort();
  if (ids.length === 0) return {};
  const alts = await unstable_cache(() => mediaAltTexts(ids), ['media-alt', ...ids], { tags: [mediaCacheTag], revalidate: 60 })();
  const result: Record<string, string> = {};
  for (const [id, list] of byId) for (const url of list) if (alts[id]) result[url] = alts[id];
  return result;
}
