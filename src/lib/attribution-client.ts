// The browser half of attribution (docs/decisions/0021): the tab's session storage keeps the first touch and the
// latest one that carried campaign keys. No cookie is set and nothing leaves the browser until the form is sent.
import { CAMPAIGN_KEYS, cleanAttribution, hasCampaign, touchFromUrl, type Attribution, type Touch } from './attribution';

const KEY = 'smarttech.attribution';

function read(): { first?: Touch; last?: Touch } {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as { first?: Touch; last?: Touch };
  } catch {
    return {};
  }
}

/** Records this page view as a touch: the first one of the session always, a later one when it brings a campaign. */
export function recordTouch(): void {
  try {
    const referrer = document.referrer && new URL(document.referrer).origin !== window.location.origin ? document.referrer : null;
    const touch = touchFromUrl(new URL(window.location.href), referrer);
    const stored = read();
    const next = { first: stored.first ?? touch, last: hasCampaign(touch) || referrer ? touch : (stored.last ?? stored.first ?? touch) };
    window.sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage can be off (private modes, quotas): attribution is a nicety, never a failure.
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
