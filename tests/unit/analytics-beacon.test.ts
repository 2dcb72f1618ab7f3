import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { runInNewContext } from 'node:vm';
import { GOAL_EVENT, GOALS } from '@/lib/analytics-goals.mjs';
import { ANALYTICS_BEACON, ANALYTICS_BEACON_FILE } from '@/lib/analytics-beacon.mjs';
import { ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution-keys.mjs';

// The page's analytics beacon (issue 24), run as the browser runs it: what it sends, when, and when it sends nothing.

type Sent = { url: string; body: Record<string, unknown> };

function page(href: string, { webdriver = false, prerendering = false, loading = false, stored = null as object | null } = {}) {
  const sent: Sent[] = [];
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const location = new URL(href);
  const history = {
    pushState(_state: unknown, _title: string, url: string) {
      const next = new URL(url, location);
      location.pathname = next.pathname;
      location.search = next.search;
    },
  };
  const documentListeners = new Map<string, () => void>();
  const run = () =>
    new Function('navigator', 'location', 'history', 'document', 'sessionStorage', 'innerWidth', 'addEventListener', ANALYTICS_BEACON)(
      { webdriver, sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) as Record<string, unknown> }) },
      location,
      history,
      { prerendering, readyState: loading ? 'loading' : 'interactive', addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener) },
      { getItem: (key: string) => (key === ATTRIBUTION_STORAGE_KEY && stored ? JSON.stringify(stored) : null) },
      390,
      (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    );
  run();
  const fire = (type: string, event: unknown = {}) => (listeners.get(type) ?? []).forEach((listener) => listener(event));
  return { sent, history, location, fire, show: () => documentListeners.get('prerenderingchange')?.(), parsed: () => documentListeners.get('DOMContentLoaded')?.() };
}

describe('the analytics beacon', () => {
  it('sends a page view at once: the path without its query, the width and the visit’s first touch', () => {
    const first = { utm_source: 'linkedin', utm_campaign: 'ai-week', landing_page: '/?utm_source=linkedin' };
    const { sent } = page('https://smarttech.example/services?utm_source=linkedin&email=a@b.c', { stored: { first, last: first } });
    expect(sent).toEqual([{ url: '/api/collect', body: { k: 'pageview', p: '/services', w: 390, s: first } }]);
  });

  it('counts a move within the site (pushState, back) as a page view, but not a change of query alone', () => {
    const { sent, history, location, fire } = page('https://smarttech.example/');
    history.pushState(null, '', '/resources?page=2');
    history.pushState(null, '', '/resources?page=3');
    location.pathname = '/';
    fire('popstate');
    expect(sent.map((event) => event.body.p)).toEqual(['/', '/resources', '/']);
  });

  it('sends a named goal for a click on a call to action marked data-goal', () => {
    const { sent, fire } = page('https://smarttech.example/');
    const button = { getAttribute: (name: string) => (name === 'data-goal' ? 'Book a free audit' : null) };
    fire('click', { target: { closest: (selector: string) => (selector === '[data-goal]' ? button : null) } });
    fire('click', { target: { closest: () => null } });
    expect(sent.map((event) => [event.body.k, event.body.g])).toEqual([['pageview', undefined], ['goal', 'Book a free audit']]);
  });

  it('sends a goal the page’s code announces (the booking frame reporting a booked slot)', () => {
    const { sent, fire } = page('https://smarttech.example/contact');
    fire(GOAL_EVENT, { detail: GOALS.booking });
    expect(sent.map((event) => [event.body.k, event.body.p, event.body.g])).toEqual([['pageview', '/contact', undefined], ['goal', '/contact', 'Audit booking']]);
  });

  it('waits for the document to be parsed, so the attribution script has recorded the visit’s touch', () => {
    const parsing = page('https://smarttech.example/?utm_source=linkedin', { loading: true });
    expect(parsing.sent).toEqual([]);
    parsing.parsed();
    expect(parsing.sent.map((event) => event.body.k)).toEqual(['pageview']);
  });

  it('waits for a prerendered page to be shown, and sends nothing from an automated browser or the staff area', () => {
    const prerendered = page('https://smarttech.example/contact', { prerendering: true });
    expect(prerendered.sent).toEqual([]);
    prerendered.show();
    expect(prerendered.sent).toHaveLength(1);
    expect(page('https://smarttech.example/', { webdriver: true }).sent).toEqual([]);
    expect(page('https://smarttech.example/admin/pages').sent).toEqual([]);
  });

  it('is a file of at most 1 KiB gzip (issue 24) that leaves no name of its own in the page’s globals', () => {
    expect(gzipSync(ANALYTICS_BEACON_FILE, { level: 9 }).length).toBeLessThanOrEqual(1024);
    const globals: Record<string, unknown> = {};
    // Run as a classic script would be, with `var`s at the top level becoming the sandbox's properties.
    runInNewContext(ANALYTICS_BEACON_FILE, Object.assign(globals, { navigator: {}, location: { pathname: '/' }, history: {} }));
    expect(Object.keys(globals).sort()).toEqual(['history', 'location', 'navigator']);
  });
});
