import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/collect/route';
import { answerEvent } from '@/server/analytics/collect-handler';
import { flushEvents, forgetWaitingEventsForTests, waitingEvents } from '@/server/analytics/queue';
import { applyAnalyticsRetention } from '@/server/analytics/retention';
import { forgetSaltForTests } from '@/server/analytics/visitor';
import { getDb } from '@/server/db';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { apiRequest, json, noParams } from './support/api';
import { signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The collecting endpoint of the site's analytics (issue 24): an event queued and written in a batch, counted by a
// daily visitor hash and never by address; bots, prefetches and staff not counted; bad events refused with a 4xx.

const CHROME_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
type Sending = { ua?: string; address?: string; headers?: Record<string, string>; raw?: string; origin?: string };
type Door = 'route' | 'server';

/**
 * Sends an event by either door: the route (`next start`), or the handler the Node server calls ahead of the
 * framework (collect-handler.ts), given the parts the server hands it, its answer read back as a Response.
 */
async function sendBy(door: Door, body: unknown, { ua = CHROME_PHONE, address = '203.0.113.7', headers = {}, raw, origin }: Sending = {}): Promise<Response> {
  const request = apiRequest('/api/collect', { method: 'POST', rawBody: raw ?? JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, 'x-forwarded-for': address, ...headers }, ...(origin ? { origin } : {}) });
  if (door === 'route') return POST(request, noParams);
  const answer = await answerEvent({ method: 'POST', url: request.url, headers: Object.fromEntries(request.headers), body: Buffer.from(await request.text()) });
  return new Response(answer.body ?? null, { status: answer.status, headers: answer.headers });
}
const rows = async () => (await getDb()).selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe.each(engines.flatMap((engine) => (['route', 'server'] as const).map((door) => [engine, door] as const)))('the analytics collector on %s, by the %s', (engine, door) => {
  useTestDb(engine);
  const send = (body: unknown, sending?: Sending) => sendBy(door, body, sending);
  beforeEach(() => {
    process.env.TRUST_PROXY = '1';
    resetRateLimitsForTests();
    forgetSaltForTests();
    forgetWaitingEventsForTests();
  });

  it('queues a page view (202) and writes it in a batch: the path without its query, the source, the device; no address', async () => {
    const first = { utm_source: 'LinkedIn', utm_medium: 'social', utm_campaign: 'ai-week', gclid: 'abc', landing_page: '/?utm_source=LinkedIn&email=x@y.z' };
    const answer = await send({ k: 'pageview', p: '/services/ai-first?email=someone@example.com', w: 390, s: first });
    expect(answer.status).toBe(202);
    expect(waitingEvents()).toBe(1);
    expect(await flushEvents()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'pageview', path: '/services/ai-first', goal: null, source: 'linkedin', medium: 'social', campaign: 'ai-week', click: 'gclid', landing: '/', device: 'phone', browser: 'Chrome', referrer: null });
    expect(row!.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.7|someone@|x@y/);

    // A referring site without campaign keys is the source; nothing at all is direct.
    await send({ k: 'pageview', p: '/', w: 1280, s: { referrer: 'www.google.com', landing_page: '/' } }, { ua: FIREFOX });
    await send({ k: 'goal', p: '/contact', g: 'Book a free audit' }, { ua: FIREFOX });
    await flushEvents();
    expect((await rows()).slice(1).map((event) => [event.kind, event.source, event.medium, event.goal, event.device, event.browser])).toEqual([
      ['pageview', 'www.google.com', 'referral', null, 'desktop', 'Firefox'],
      ['goal', 'direct', null, 'Book a free audit', 'desktop', 'Firefox'],
    ]);
  });

  it('counts one visitor per address and browser per day, a new one the next day, and forgets the day’s salt after it', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const { collectEvent } = await import('@/server/analytics/collect');
    const at = (when: Date, address: string, ua = CHROME_PHONE) =>
      collectEvent(apiRequest('/api/collect', { method: 'POST', rawBody: JSON.stringify({ k: 'pageview', p: '/' }), headers: { 'user-agent': ua, 'x-forwarded-for': address } }), when);
    // The address is not stored: each event is sent at its own time, by which the test tells the rows apart.
    const later = (ms: number) => new Date(now.getTime() + ms);
    await at(now, '198.51.100.1');
    await at(later(3_600_000), '198.51.100.1');
    await at(later(1000), '198.51.100.2');
    await at(later(2000), '198.51.100.1', FIREFOX);
    await at(later(86_400_000), '198.51.100.1');
    await flushEvents();
    const byTime = new Map((await rows()).map((row) => [row.at, row.visitor]));
    const visitorAt = (when: Date) => byTime.get(when.toISOString());
    expect(visitorAt(later(3_600_000))).toBe(visitorAt(now));
    expect(new Set([visitorAt(now), visitorAt(later(1000)), visitorAt(later(2000)), visitorAt(later(86_400_000))]).size).toBe(4);
    expect(await applyAnalyticsRetention(new Date(now.getTime() + 86_400_000))).toBe(0);
    expect((await (await getDb()).selectFrom('analytics_salts').select('day').execute()).map((row) => row.day)).toEqual(['2026-11-28']);
  });

  it('counts no bot, prefetch or staff member, and refuses a bad event with a 4xx naming the field', async () => {
    const view = { k: 'pageview', p: '/' };
    expect((await send(view, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(202);
    expect((await send(view, { ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' })).status).toBe(202);
    expect((await send(view, { ua: '' })).status).toBe(202);
    expect((await send(view, { headers: { 'sec-purpose': 'prefetch' } })).status).toBe(202);
    const { cookie } = await signedInStaff();
    expect((await send(view, { headers: { cookie } })).status).toBe(202);
    await flushEvents();
    expect(await rows()).toEqual([]);

    const refused = async (body: unknown, field: string) => {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(Object.keys((await json(answer)).error.fields ?? {})).toContain(field);
    };
    await refused({ k: 'pageview', p: '/', email: 'someone@example.com' }, '_');
    await refused({ k: 'click', p: '/' }, 'k');
    await refused({ k: 'pageview', p: 'https://evil.example/' }, 'p');
    await refused({ k: 'goal', p: '/' }, 'g');
    await refused({ k: 'pageview', p: '/', s: { utm_source: 'x', password: 'y' } }, 's');
    expect((await send(null, { raw: 'not json' })).status).toBe(400);
    // Over 4 KiB: the route counts the bytes; the Node server cuts such a body off before its handler (body-cap.test.ts).
    if (door === 'route') expect((await send(null, { raw: JSON.stringify({ k: 'pageview', p: `/${'a'.repeat(5000)}` }) })).status).toBe(413);
    // Another site's event: not counted, and no error for a page to log.
    expect((await send(view, { origin: 'https://evil.example' })).status).toBe(202);
    await flushEvents();
    expect(await rows()).toEqual([]);
  });

  it.runIf(engine === 'sqlite')('writes on SQLite by a thread of its own, with its own connection: the server’s thread is not held', async () => {
    const db = await getDb();
    // PRAGMA data_version moves when another connection commits to the file, never for this connection's own writes.
    const version = async () => (await sql<{ data_version: number }>`PRAGMA data_version`.execute(db)).rows[0]!.data_version;
    const before = await version();
    for (let i = 0; i < 3; i += 1) await send({ k: 'pageview', p: '/' }, { address: `192.0.2.${20 + i}` });
    expect(await flushEvents()).toBe(3);
    expect(await version()).toBeGreaterThan(before);
    // Each visitor's first event of the day is marked as such, by that thread too.
    expect((await rows()).map((row) => row.first_visit)).toEqual([1, 1, 1]);
  });

  it('limits a client to 120 events a minute (429), others unaffected', async () => {
    for (let i = 0; i < 120; i += 1) expect((await send({ k: 'pageview', p: '/' }, { address: '192.0.2.9' })).status).toBe(202);
    expect((await send({ k: 'pageview', p: '/' }, { address: '192.0.2.9' })).status).toBe(429);
    expect((await send({ k: 'pageview', p: '/' }, { address: '192.0.2.10' })).status).toBe(202);
    expect(await flushEvents()).toBe(121);
  });

  it('keeps events the database could not take, and writes them on the next flush; prunes raw events past their days', async () => {
    const db = await getDb();
    await send({ k: 'pageview', p: '/careers' });
    await sql`ALTER TABLE analytics_events RENAME TO analytics_events_away`.execute(db);
    try {
      expect(await flushEvents()).toBe(0);
      expect(waitingEvents()).toBe(1);
    } finally {
      await sql`ALTER TABLE analytics_events_away RENAME TO analytics_events`.execute(db);
    }
    expect(await flushEvents()).toBe(1);
    await db.insertInto('analytics_events').values({ id: 'old', at: '2026-09-01T10:00:00.000Z', day: '2026-09-01', visitor: '0123456789abcdef', kind: 'pageview', path: '/', goal: null, source: 'direct', medium: null, campaign: null, referrer: null, landing: null, click: null, device: 'desktop', browser: 'Chrome' }).execute();
    expect(await applyAnalyticsRetention(new Date())).toBe(1);
    expect((await rows()).map((row) => row.path)).toEqual(['/careers']);
  });
});
