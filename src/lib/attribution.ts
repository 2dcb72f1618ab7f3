// Where a lead came from, without cookies (docs/decisions/0021): the first and the last touch of the tab's session,
// kept in sessionStorage and sent with the form. Only these keys, each capped, and never mixed with the answers.

import { CAMPAIGN_KEYS, MAX_PATH_LENGTH, MAX_VALUE_LENGTH } from './attribution-keys.mjs';

export { CAMPAIGN_KEYS, MAX_VALUE_LENGTH };
export const TOUCH_KEYS = [...CAMPAIGN_KEYS, 'referrer', 'landing_page'] as const;
export type TouchKey = (typeof TOUCH_KEYS)[number];
export type Touch = Partial<Record<TouchKey, string>>;
/** first: the session's first touch; last: its latest one with campaign keys (or the first); page: where the form was sent. */
export type Attribution = { first?: Touch; last?: Touch; page?: string };

const cap = (value: unknown, max = MAX_VALUE_LENGTH): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // Control characters would corrupt a CSV or a log line; they never belong in a campaign value.
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);
  return text === '' ? undefined : text;
};

/** A path on this site, query included, or nothing. */
function sitePath(value: unknown): string | undefined {
  const text = cap(value, MAX_PATH_LENGTH);
  return text && text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\') ? text : undefined;
}

/** A referrer is kept as its host only (the path could carry someone's data). */
function referrerHost(value: unknown): string | undefined {
  const text = cap(value, MAX_PATH_LENGTH);
  if (!text) return undefined;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname.slice(0, MAX_VALUE_LENGTH) || undefined;
  } catch {
    return undefined;
  }
}

function cleanTouch(value: unknown): Touch | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  const touch: Touch = {};
  for (const key of CAMPAIGN_KEYS) {
    const text = cap(input[key]);
    if (text) touch[key] = text;
  }
  const referrer = referrerHost(input.referrer);
  if (referrer) touch.referrer = referrer;
  const landing = sitePath(input.landing_page);
  if (landing) touch.landing_page = landing;
  return Object.keys(touch).length > 0 ? touch : undefined;
}

/** Keeps the allow-listed keys, capped; anything else is dropped silently (it is never the visitor's fault). */
export function cleanAttribution(value: unknown): Attribution | null {
  if (typeof value === 'string') {
    try {
      return cleanAttribution(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const result: Attribution = {};
  const first = cleanTouch(input.first);
  const last = cleanTouch(input.last);
  const page = sitePath(input.page);
  if (first) result.first = first;
  if (last) result.last = last;
  if (page) result.page = page;
  return Object.keys(result).length > 0 ? result : null;
}

/** The campaign keys of a URL's query, with the landing path and the referrer's host: one touch. */
export function touchFromUrl(url: URL, referrer?: string | null): Touch | undefined {
  const raw: Record<string, string> = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = url.searchParams.get(key);
    if (value) raw[key] = value;
  }
  if (referrer) raw.referrer = referrer;
  raw.landing_page = `${url.pathname}${url.search}`;
  return cleanTouch(raw);
}

/** The one word the inbox filters by: the last touch's utm_source, else its referrer's host, else `direct`. */
export function sourceOf(attribution: Attribution | null): string {
  const touch = attribution?.last ?? attribution?.first;
  return (touch?.utm_source ?? touch?.referrer ?? 'direct').toLowerCase().slice(0, 100);
}
