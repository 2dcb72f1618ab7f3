import 'server-only';
import { CAMPAIGN_KEYS } from '@/lib/attribution-keys.mjs';
import { cleanAttribution, sourceOf, type Touch } from '@/lib/attribution';
import { MAX_EVENT_BYTES } from '@/lib/body-limits.mjs';
import { z } from '@/lib/schemas/zod';
import { zonedToday } from '@/lib/site-time';
import { sessionCookiePrefix } from '@/lib/session-cookie';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';
import { clientAddress } from '../auth/client-address';
import { checkStaffSession } from '../auth/session';
import { env, siteTimeZone } from '../env';
import { readTextBody } from '../http/body';
import { rejectCrossOrigin } from '../http/origin';
import { sortableId } from '../repositories/sortable-id';
import { consumeInMemory } from '../http/rate-limit';
import { apiError } from '../http/responses';
import { invalid } from '../services/result';
import { respond } from '../http/route';
import { browserOf, deviceOf, isBot } from './classify';
import { enqueueEvent, type EventRow } from './queue';
import { cachedSalt, saltOf, visitorHash, visitorHashWith } from './visitor';
import { logger } from '../logger';
import { errorReason } from '../db/errors';

// POST /api/collect (issue 24, docs/decisions/0039): one page view or goal from the page's beacon. Answered 202 as
// soon as the event is queued; nothing is stored for a bot, a prefetch, a staff member or a malformed event (400 with
// the field, never a 500). No cookie is read or set for a visitor.

const path = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)/, 'must be a path on this site')
  // The query and fragment never count (they could carry someone's data); the campaign keys come in `s`.
  .transform((value) => value.split(/[?#]/)[0]!.slice(0, 500));
// The visit's first touch as the pre-paint script recorded it (src/lib/early-controls.mjs): only its keys are checked
// here (an unknown one is refused); its values are cleaned by the rule every reader of a touch uses (attribution.ts).
const touchValue = z.string().max(2000);
const touch = z.object({ ...Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, touchValue.optional()])), referrer: touchValue.optional(), landing_page: touchValue.optional() }).strict();
const eventSchema = z
  .object({
    k: z.enum(['pageview', 'goal'], { error: 'k must be pageview or goal' }),
    p: path,
    g: z.string().trim().min(1, 'g must name the goal').max(100).optional(),
    w: z.number().int().min(0).max(20_000).optional(),
    s: touch.optional(),
  })
  .strict()
  .refine((event) => (event.k === 'goal') === (event.g !== undefined), { message: 'A goal names itself (g), a page view does not', path: ['g'] });

// Per client and instance, in memory (a shared store would cost a round trip per event). Generous for a person (a
// page a second), tight for a script.
const EVENT_BUDGET = { points: 120, duration: 60 };

/**
 * The visit's source as the leads inbox names it (attribution.ts `sourceOf`: utm_source, else the referring host,
 * else direct), so a source's row leads to its leads; with its medium, campaign and click id.
 */
function visitSource(first: Touch | undefined) {
  return {
    source: sourceOf(first ? { first } : null),
    medium: first?.utm_medium?.toLowerCase() ?? (first?.referrer ? 'referral' : null),
    campaign: first?.utm_campaign ?? null,
    referrer: first?.referrer ?? null,
    click: CAMPAIGN_KEYS.filter((key) => !key.startsWith('utm_')).find((key) => first?.[key]) ?? null,
  };
}

const accepted = () => new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });

/**
 * An event as it arrived, by either door: the route's web Request, or the Node server's own parts (collect-handler.ts).
 * `headers` is read on every event; `allHeaders` only to check a staff session (when a session cookie is there).
 */
export type ArrivedEvent = { url: string; body: string; headers: Pick<Headers, 'get'>; allHeaders: () => Headers };

/** POST /api/collect through the framework's routing (`next start`, the route tests). */
export async function collectEvent(request: Request, now = new Date()): Promise<Response> {
  // sendBeacon sends a string as text/plain: both it and JSON are read as JSON.
  const read = await readTextBody(request, MAX_EVENT_BYTES);
  if (!read.ok) return read.response;
  return (await refusalOfEvent({ url: request.url, body: read.body, headers: request.headers, allHeaders: () => request.headers }, now)) ?? accepted();
}

/**
 * Counts one event (or quietly not: a bot, a prefetch, staff, another site's page) and gives the refusal to send, or
 * null for a 202. Another site's event is answered 202 too: a page served under another name than SITE_URL (a proxy,
 * a preview) must not log errors in its visitors' consoles (it cost Lighthouse's Best Practices 4 points), and a
 * foreign site learns nothing either way. Synchronous unless it must wait (the day's salt made, a staff cookie
 * checked): at thousands of events a second, each promise costs (the framework tracks every one).
 */
export function refusalOfEvent(arrived: ArrivedEvent, now = new Date()): Response | null | Promise<Response | null> {
  if (rejectCrossOrigin(arrived)) return null;
  const headers = arrived.headers;
  const address = visitAddress(headers);
  const budget = consumeInMemory('analytics-events', EVENT_BUDGET, address || 'unknown', now.getTime());
  if (!budget.ok) return apiError(429, 'rate_limited', 'Too many events', undefined, { 'Retry-After': String(budget.retryAfter) });
  let body: unknown;
  try {
    body = JSON.parse(arrived.body);
  } catch {
    return apiError(400, 'invalid_json', 'The event is not valid JSON');
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return respond(invalid(parsed.error));
  const userAgent = headers.get('user-agent') ?? '';
  // Not a visit: a bot or monitor, a page fetched ahead of a click that may never come.
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (isBot(userAgent) || /prefetch|prerender/i.test(purpose)) return null;
  const event = parsed.data;
  const facts: EventFacts = { kind: event.k, path: event.p, goal: event.g ?? null, touch: event.s, width: event.w };
  const day = zonedToday(siteTimeZone(), now);
  const salt = cachedSalt(day);
  // Nor is a member of the staff, known by a session cookie checked against the database.
  if (salt !== null && !hasSessionCookie(headers)) {
    enqueueEvent(eventRow(facts, visitorHashWith(salt, address, userAgent), userAgent, now));
    return null;
  }
  return (async () => {
    if (hasSessionCookie(headers) && (await checkStaffSession(arrived.allHeaders())).status === 'staff') return null;
    enqueueEvent(eventRow(facts, visitorHashWith(salt ?? (await saltOf(day)), address, userAgent), userAgent, now));
    return null;
  })();
}

/** Whether a staff session cookie came with the request (then the session is checked before the event counts). */
function hasSessionCookie(headers: Pick<Headers, 'get'>): boolean {
  return (headers.get('cookie') ?? '').includes(`${sessionCookiePrefix(env().SITE_URL)}.session_token=`);
}

/** The address a visitor is counted by: the proxy's when it is trusted, else the socket's (the Node server names it). */
function visitAddress(headers: Pick<Headers, 'get'>): string {
  return clientAddress(headers) ?? (headers.get(SOCKET_ADDRESS_HEADER) ?? '').replace(/^::ffff:/i, '');
}

type EventFacts = { kind: 'pageview' | 'goal'; path: string; goal: string | null; touch: unknown; width?: number };

/** The row of one event: counted by the day's visitor hash, its source from the visit's first touch, no address. */
function eventRow(event: EventFacts, visitor: string, userAgent: string, now: Date): EventRow {
  const first = cleanAttribution({ first: event.touch })?.first;
  return {
    id: sortableId(now),
    at: now.toISOString(),
    day: zonedToday(siteTimeZone(), now),
    visitor,
    kind: event.kind,
    path: event.path.split(/[?#]/)[0]!.slice(0, 500),
    goal: event.goal,
    ...visitSource(first),
    landing: first?.landing_page?.split(/[?#]/)[0] ?? null,
    device: deviceOf(userAgent, event.width),
    browser: browserOf(userAgent),
  };
}

/**
 * A goal the server sees happen (a contact request stored, an application received), counted for the visitor who sent
 * it: the same daily hash as their page views (address and browser), the visit's first touch, the page it was sent
 * from. A bot's is not counted; analytics never fails the request that reached the goal.
 */
export async function recordServerGoal(goal: string, headers: Headers, visit: { touch?: unknown; page?: string | null }, now = new Date()): Promise<void> {
  const userAgent = headers.get('user-agent') ?? '';
  if (isBot(userAgent)) return;
  try {
    const path = visit.page && visit.page.startsWith('/') ? visit.page : '/';
    const visitor = await visitorHash(zonedToday(siteTimeZone(), now), visitAddress(headers), userAgent);
    enqueueEvent(eventRow({ kind: 'goal', path, goal, touch: visit.touch }, visitor, userAgent, now));
  } catch (error) {
    logger().warn({ goal, reason: errorReason(error) }, 'A goal was not counted');
  }
}
