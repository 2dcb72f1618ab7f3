// The browser half of attribution (docs/decisions/0021): the tab's session storage keeps the first touch and the
// latest one that carried campaign keys, recorded by the pre-paint script as each document is parsed
// (src/lib/early-controls.mjs, docs/decisions/0031). No cookie is set and nothing leaves the browser until the form
// is sent.
import { ATTRIBUTION_STORAGE_KEY as KEY } from './attribution-keys.mjs';
import { CAMPAIGN_KEYS, cleanAttribution, type Attribution, type Touch } from './attribution';

/** The stored touches, cleaned by the one rule of attribution.ts (the pre-paint script stores them as they came). */
function read(): { first?: Touch; last?: Touch } {
  try {
    return cleanAttribution(window.sessionStorage.getItem(KEY)) ?? {};
  } catch {
    return {};
  }
}

/** What the form sends beside the answers: the two touches and the page it is sent from. */
export function currentAttribution(): Attribution | null {
  const stored = read();
  return cleanAttribution({ ...stored, page: `${window.location.pathname}${window.location.search}` });
}

/** The booking link with the visitor's utm_* keys, so a booking carries its campaign too. */
export function withCampaign(url: string): string {
  const touch = read().last ?? read().first;
  if (!touch) return url;
  try {
    const target = new URL(url);
    for (const key of CAMPAIGN_KEYS) if (key.startsWith('utm_') && touch[key]) target.searchParams.set(key, touch[key]!);
    return target.toString();
  } catch {
    return url;
  }
}
