import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as REPORT } from '@/app/api/admin/analytics/route';
import { GET as EXPORT } from '@/app/api/admin/analytics/export/route';
import * as funnels from '@/app/api/admin/analytics/funnels/route';
import { DELETE as DELETE_FUNNEL } from '@/app/api/admin/analytics/funnels/[id]/route';
import { POST as CONTACT } from '@/app/api/contact/route';
import { GET as LEADS } from '@/app/api/admin/contact-requests/route';
import { collectEvent } from '@/server/analytics/collect';
import { flushEvents, forgetWaitingEventsForTests } from '@/server/analytics/queue';
import { rollUpClosedMinutes } from '@/server/analytics/rollup';
import { forgetSaltForTests } from '@/server/analytics/visitor';
import { getDb } from '@/server/db';
import { siteTimeZone } from '@/server/env';
import { zonedToday } from '@/lib/site-time';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { apiRequest, json, noParams, params } from './support/api';
import { signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The analytics report (issue 24): visitors counted once a day each, page views, conversions against the visit's
// source and landing page, leads per source; the same figures from raw events, from hourly roll-ups, and from both
// with an event that arrived after its hour was rolled up; filters, ranges and bad parameters.

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
// 2026-11-20 in the site's zone (Europe/Amsterdam, UTC+1): 09:00 to 17:00 local.
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00.000Z`);
const LINKEDIN = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'ai-week', landing_page: '/?utm_source=linkedin' };
const GOOGLE = { referrer: 'www.google.com', landing_page: '/services' };

type Visit = { address: string; ua: string; s?: object; w?: number };
const alice: Visit = { address: '198.51.100.1', ua: PHONE, s: LINKEDIN, w: 390 };
const bob: Visit = { address: '198.51.100.2', ua: DESKTOP, s: GOOGLE, w: 1440 };

function event(visit: Visit, when: Date, body: { k: 'pageview' | 'goal'; p: string; g?: string }) {
  const request = apiRequest('/api/collect', { method: 'POST', rawBody: JSON.stringify({ ...body, s: visit.s, w: visit.w }), headers: { 'content-type': 'text/plain', 'user-agent': visit.ua, 'x-forwarded-for': visit.address } });
  return collectEvent(request, when);
}

describe.each(engines)('the analytics report on %s', (engine) => {
  useTestDb(engine);
  let cookie = '';
  beforeEach(async () => {
    process.env.TRUST_PROXY = '1';
    resetRateLimitsForTests();
    forgetSaltForTests();
    forgetWaitingEventsForTests();
    cookie = (await signedInStaff()).cookie;
  });
  const report = async (query: string) => {
    const answer = await REPORT(apiRequest(`/api/admin/analytics?${query}`, { headers: { cookie } }), noParams);
    return { status: answer.status, body: await json(answer) };
  };

  async function aDay() {
    // Alice: three views (the home page twice) and a goal; Bob: two views of /services, in two batches.
    await event(alice, at('08:05'), { k: 'pageview', p: '/' });
    await event(alice, at('08:06'), { k: 'pageview', p: '/services' });
    await event(bob, at('08:10'), { k: 'pageview', p: '/services' });
    await flushEvents();
    await event(alice, at('09:30'), { k: 'pageview', p: '/' });
    await event(alice, at('09:31'), { k: 'goal', p: '/', g: 'Book a free audit' });
    await event(bob, at('10:15'), { k: 'pageview', p: '/services?ref=mail' });
    await flushEvents();
    // Alice again the next day: a visitor of that day, not of this one.
    await event(alice, at('10:00', '2026-11-21'), { k: 'pageview', p: '/' });
    await flushEvents();
  }

  const expectTheDay = (data: Record<string, unknown>) => {
    expect(data).toMatchObject({ visitors: 2, pageviews: 5, conversions: 1, conversionRate: 0.5 });
    expect(data.pages).toEqual([
      { path: '/services', visitors: 2, pageviews: 3, conversions: 0, leads: 0 },
      { path: '/', visitors: 1, pageviews: 2, conversions: 1, leads: 0 },
    ]);
    expect(data.sources).toEqual([
      { source: 'linkedin', medium: 'social', campaign: 'ai-week', visitors: 1, pageviews: 3, conversions: 1, leads: 0 },
      { source: 'www.google.com', medium: 'referral', campaign: '', visitors: 1, pageviews: 2, conversions: 0, leads: 0 },
    ]);
    expect(data.devices).toEqual([
      { device: 'desktop', visitors: 1, pageviews: 2, conversions: 0 },
      { device: 'phone', visitors: 1, pageviews: 3, conversions: 1 },
    ]);
    expect(data.goals).toEqual([{ name: 'Book a free audit', conversions: 1, events: 1 }]);
  };

  it('counts visitors once a day, page views, and conversions by source and landing page: from raw events, roll-ups, or both', async () => {
    await aDay();
    const raw = await report('from=2026-11-20&to=2026-11-20');
    expect(raw.status).toBe(200);
    expectTheDay(raw.body.data);
    // One day: per hour of the site's day (24 UTC hours from 23:00 the day before).
    expect(raw.body.data.series).toHaveLength(24);
    expect(raw.body.data.series[0].at).toBe('2026-11-19T23:00:00.000Z');
    expect(raw.body.data.series.find((point: { at: string }) => point.at === '2026-11-20T09:00:00.000Z')).toMatchObject({ visitors: 0, pageviews: 1, conversions: 1 });

    // Every closed hour rolled up (the next day's 10:00 still open): the same report.
    expect(await rollUpClosedMinutes(at('10:30', '2026-11-21'))).toBeGreaterThan(0);
    expect(await rollUpClosedMinutes(at('10:30', '2026-11-21'))).toBe(0);
    const db = await getDb();
    expect(Number((await db.selectFrom('analytics_rollups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    expectTheDay((await report('from=2026-11-20&to=2026-11-20')).body.data);

    // An event that arrives after its hour was rolled up (a flush held back by an outage) is counted once.
    await event(bob, at('10:20'), { k: 'goal', p: '/services', g: 'Book a free audit' });
    await flushEvents();
    const late = (await report('from=2026-11-20&to=2026-11-20')).body.data;
    expect(late).toMatchObject({ visitors: 2, pageviews: 5, conversions: 2, conversionRate: 1 });
    expect(late.goals).toEqual([{ name: 'Book a free audit', conversions: 2, events: 2 }]);
    expect(late.pages.find((page: { path: string }) => page.path === '/services').conversions).toBe(1);

    // Two days later, the day's hourly rows are compacted into one per table; the report is the same, and its chart
    // still hourly.
    await rollUpClosedMinutes(at('10:30', '2026-11-23'));
    expect(await db.selectFrom('analytics_rollups').select('period').where('day', '=', '2026-11-20').where('dim', '=', 'page').distinct().execute()).toEqual([{ period: '2026-11-20' }]);
    const compacted = (await report('from=2026-11-20&to=2026-11-20')).body.data;
    expect(compacted).toEqual(late);
    // Two days: per day, and Alice counted on each.
    const both = (await report('from=2026-11-20&to=2026-11-21')).body.data;
    expect(both).toMatchObject({ visitors: 3, pageviews: 6 });
    expect(both.series.map((point: { at: string; visitors: number }) => [point.at, point.visitors])).toEqual([['2026-11-20', 2], ['2026-11-21', 1]]);
  });

  it('counts events written a moment ago, not rolled up yet, each once, however many reports read them at once', async () => {
    const now = new Date();
    const earlier = new Date(now.getTime() - 2 * 3_600_000);
    const range = `from=${zonedToday(siteTimeZone(), earlier)}&to=${zonedToday(siteTimeZone(), now)}`;
    await event(alice, earlier, { k: 'pageview', p: '/' });
    await flushEvents();
    expect(await rollUpClosedMinutes(now)).toBeGreaterThan(0);
    expect((await report(range)).body.data).toMatchObject({ visitors: 1, pageviews: 1 });
    // Written after that report: the next one reads them.
    await event(bob, now, { k: 'pageview', p: '/services' });
    await flushEvents();
    expect((await report(range)).body.data).toMatchObject({ pageviews: 2 });
    expect((await report(range)).body.data).toMatchObject({ pageviews: 2 });
    await event(bob, now, { k: 'pageview', p: '/contact' });
    await flushEvents();
    const [one, two] = await Promise.all([report(range), report(range)]);
    expect([one.body.data.pageviews, two.body.data.pageviews]).toEqual([3, 3]);
    // An event of a rolled-up minute, written late: in the roll-ups once, not among the raw events a report reads.
    await event(bob, earlier, { k: 'goal', p: '/services', g: 'Book a free audit' });
    await flushEvents();
    expect((await report(range)).body.data).toMatchObject({ pageviews: 3, conversions: 1 });
    expect((await report(`${range}&source=www.google.com`)).body.data).toMatchObject({ pageviews: 2, conversions: 1 });
  });

  it('rolls up a minute at a time as the hour goes, and merges the hour’s rows once it is over: the same report throughout', async () => {
    await aDay();
    const db = await getDb();
    const rowsOf = async (period: string) => db.selectFrom('analytics_rollups').selectAll().where('period', '=', period).where('filter', '=', '').where('dim', '=', 'total').execute();
    // Every closed minute up to 09:31 UTC: 09:30 is rolled up, 09:31 (Alice's goal) not yet; then the rest of the hour.
    expect(await rollUpClosedMinutes(new Date(at('09:31').getTime() + 31_000))).toBeGreaterThan(0);
    expectTheDay((await report('from=2026-11-20&to=2026-11-20')).body.data);
    expect(await rollUpClosedMinutes(new Date(at('09:45').getTime() + 31_000))).toBe(14);
    // The hour has two row sets so far (its minutes before 09:31, and 09:31 to 09:44); the report sums them.
    expect(await rowsOf('2026-11-20T09')).toHaveLength(2);
    expectTheDay((await report('from=2026-11-20&to=2026-11-20')).body.data);
    // The hour is over and rolled up: its rows merged into one per table, report and value.
    await rollUpClosedMinutes(new Date(at('10:16').getTime() + 31_000));
    expect(await rowsOf('2026-11-20T09')).toMatchObject([{ pageviews: 1, conversions: 1, events: 2 }]);
    const page = await db.selectFrom('analytics_rollups').select(['dim', 'value', 'filter']).where('period', '=', '2026-11-20T09').execute();
    expect(new Set(page.map((row) => `${row.dim}\n${row.value}\n${row.filter}`)).size).toBe(page.length);
    expectTheDay((await report('from=2026-11-20&to=2026-11-20')).body.data);
  });

  it('filters by source and by page (its views, and the goals of visits that landed on it)', async () => {
    await aDay();
    expect((await report('from=2026-11-20&to=2026-11-20&source=linkedin')).body.data).toMatchObject({ visitors: 1, pageviews: 3, conversions: 1 });
    const services = (await report('from=2026-11-20&to=2026-11-20&page=/services')).body.data;
    expect(services).toMatchObject({ visitors: 2, pageviews: 3, conversions: 0 });
    expect(services.pages).toEqual([{ path: '/services', visitors: 2, pageviews: 3, conversions: 0, leads: 0 }]);
    expect((await report('from=2026-11-20&to=2026-11-20&page=/')).body.data).toMatchObject({ visitors: 1, pageviews: 2, conversions: 1 });
  });

  it('counts a contact request as a goal of its visit, and its lead against its source', async () => {
    const headers = { 'user-agent': PHONE, 'x-forwarded-for': alice.address, origin: 'http://localhost:3000' };
    const first = { utm_source: 'linkedin', utm_medium: 'social', landing_page: '/' };
    const sent = await CONTACT(apiRequest('/api/contact', { method: 'POST', headers, body: { name: 'Jo Lee', email: 'jo@acme.example', company: 'Acme', message: 'We need a cloud cost review.', fillMs: 20_000, attribution: { first, last: first, page: '/contact' } } }), noParams);
    expect(sent.status).toBe(201);
    await flushEvents();
    // The site's day, not UTC's: they differ for an hour or two every night.
    const today = zonedToday(siteTimeZone());
    const data = (await report(`from=${today}&to=${today}`)).body.data;
    expect(data.goals).toEqual([{ name: 'Contact request', conversions: 1, events: 1 }]);
    expect(data).toMatchObject({ visitors: 1, conversions: 1, leads: 1 });
    expect(data.sources).toEqual([expect.objectContaining({ source: 'linkedin', conversions: 1, leads: 1 })]);
    expect(data.pages).toEqual([]);
    // The inbox shows the leads of a landing page (the analytics' pages link there); another page has none.
    const inbox = async (landing: string) => (await json(await LEADS(apiRequest(`/api/admin/contact-requests?landing=${encodeURIComponent(landing)}`, { headers: { cookie } }), noParams))).total;
    expect(await inbox('/')).toBe(1);
    expect(await inbox('/services')).toBe(0);
    expect((await LEADS(apiRequest('/api/admin/contact-requests?landing=services', { headers: { cookie } }), noParams)).status).toBe(400);
  });

  it('answers the CSV of the same report, and refuses bad parameters with the field (400) or no session (401)', async () => {
    await aDay();
    const csv = await EXPORT(apiRequest('/api/admin/analytics/export?from=2026-11-20&to=2026-11-20', { headers: { cookie } }), noParams);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Total,2026-11-20 to 2026-11-20,,,2,5,1,50.00%,0');
    expect(text).toContain('Source,linkedin,social,ai-week,1,3,1,100.00%,0');

    const fieldOf = async (query: string) => Object.keys((await report(query)).body.error.fields);
    expect(await fieldOf('from=2026-11-21&to=2026-11-20')).toEqual(['to']);
    expect(await fieldOf('from=2026-02-30&to=2026-03-01')).toEqual(['from']);
    expect(await fieldOf('from=2025-01-01&to=2026-11-20')).toEqual(['to']);
    expect(await fieldOf('from=2026-11-20&to=2026-11-20&page=services')).toEqual(['page']);
    expect(await fieldOf('from=2026-11-20&to=2026-11-20&page=/&source=linkedin')).toEqual(['page']);
    expect((await report('from=2026-11-20&to=2026-11-20&email=x')).status).toBe(400);
    expect((await REPORT(apiRequest('/api/admin/analytics?from=2026-11-20&to=2026-11-20'), noParams)).status).toBe(401);
  });

  it('counts a funnel staff define: visitors who took each step after the one before, the same day', async () => {
    await aDay();
    const create = (body: unknown) => funnels.POST(apiRequest('/api/admin/analytics/funnels', { method: 'POST', headers: { cookie }, body }), noParams);
    const audit = await create({ name: 'Home to audit', steps: [{ kind: 'page', value: '/' }, { kind: 'page', value: '/services' }, { kind: 'goal', value: 'Book a free audit' }] });
    expect(audit.status).toBe(201);
    const reverse = await create({ name: 'Services, then home', steps: [{ kind: 'page', value: '/services' }, { kind: 'page', value: '/' }] });
    const counted = await json(await funnels.GET(apiRequest('/api/admin/analytics/funnels?from=2026-11-20&to=2026-11-20', { headers: { cookie } }), noParams));
    expect(counted.data.map((funnel: { name: string; counts: number[] }) => [funnel.name, funnel.counts])).toEqual([
      ['Home to audit', [1, 1, 1]],
      ['Services, then home', [2, 1]],
    ]);
    // The next day, Alice only came back to the home page.
    const nextDay = await json(await funnels.GET(apiRequest('/api/admin/analytics/funnels?from=2026-11-21&to=2026-11-21', { headers: { cookie } }), noParams));
    expect(nextDay.data.map((funnel: { counts: number[] }) => funnel.counts)).toEqual([[1, 0, 0], [0, 0]]);
    // Under the report's filter, the visits from that source, or that landed on that page: Alice came from LinkedIn to
    // the home page, Bob from Google to /services.
    const filtered = async (filter: string) => (await json(await funnels.GET(apiRequest(`/api/admin/analytics/funnels?from=2026-11-20&to=2026-11-20&${filter}`, { headers: { cookie } }), noParams))).data.map((funnel: { counts: number[] }) => funnel.counts);
    expect(await filtered('source=linkedin')).toEqual([[1, 1, 1], [1, 1]]);
    expect(await filtered('source=www.google.com')).toEqual([[0, 0, 0], [1, 0]]);
    expect(await filtered(`page=${encodeURIComponent('/services')}`)).toEqual([[0, 0, 0], [1, 0]]);

    const refused = async (body: unknown) => Object.keys((await json(await create(body))).error.fields);
    expect(await refused({ name: 'One step', steps: [{ kind: 'page', value: '/' }] })).toEqual(['steps']);
    expect(await refused({ name: 'Bad page', steps: [{ kind: 'page', value: 'services' }, { kind: 'goal', value: 'x' }] })).toEqual(['steps.0.value']);
    expect(await refused({ name: '', steps: Array.from({ length: 9 }, () => ({ kind: 'page', value: '/' })) })).toEqual(['name', 'steps']);

    const id = (await json(reverse)).data.id;
    expect((await DELETE_FUNNEL(apiRequest(`/api/admin/analytics/funnels/${id}`, { method: 'DELETE', headers: { cookie } }), params({ id }))).status).toBe(204);
    expect((await DELETE_FUNNEL(apiRequest(`/api/admin/analytics/funnels/${id}`, { method: 'DELETE', headers: { cookie } }), params({ id }))).status).toBe(404);
    const entries = await (await getDb()).selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'analytics-funnels').orderBy('id').execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create', 'delete']);
  });

  it('counts a goal that reached the server with its page view or just before it: a slow phone sends held beacons together', async () => {
    const phone = (address: string): Visit => ({ address, ua: PHONE, s: LINKEDIN, w: 390 });
    const [together, reversed, before, once, twice] = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map(phone);
    const moment = (ms: number) => new Date(Date.parse('2026-11-20T08:05:00.000Z') + ms);
    // The view and the goal in the same millisecond; the goal 20 ms ahead of its view; a goal 5 s before any view.
    await event(together!, moment(0), { k: 'pageview', p: '/' });
    await event(together!, moment(0), { k: 'goal', p: '/', g: 'Home hero: audit' });
    await event(reversed!, moment(980), { k: 'goal', p: '/', g: 'Home hero: audit' });
    await event(reversed!, moment(1000), { k: 'pageview', p: '/' });
    await event(before!, moment(0), { k: 'goal', p: '/', g: 'Home hero: audit' });
    await event(before!, moment(5000), { k: 'pageview', p: '/' });
    // A step that repeats the one before is a second event, however close.
    await event(once!, moment(0), { k: 'pageview', p: '/' });
    await event(twice!, moment(0), { k: 'pageview', p: '/' });
    await event(twice!, moment(10), { k: 'pageview', p: '/' });
    await flushEvents();
    await funnels.POST(apiRequest('/api/admin/analytics/funnels', { method: 'POST', headers: { cookie }, body: { name: 'Hero', steps: [{ kind: 'page', value: '/' }, { kind: 'goal', value: 'Home hero: audit' }] } }), noParams);
    await funnels.POST(apiRequest('/api/admin/analytics/funnels', { method: 'POST', headers: { cookie }, body: { name: 'Home twice', steps: [{ kind: 'page', value: '/' }, { kind: 'page', value: '/' }] } }), noParams);
    const counted = await json(await funnels.GET(apiRequest('/api/admin/analytics/funnels?from=2026-11-20&to=2026-11-20', { headers: { cookie } }), noParams));
    expect(counted.data.map((funnel: { name: string; counts: number[] }) => [funnel.name, funnel.counts])).toEqual([
      ['Hero', [5, 2]],
      ['Home twice', [5, 1]],
    ]);
  });
});
