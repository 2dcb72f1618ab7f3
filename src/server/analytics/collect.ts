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
import { sortableId } from '../repositories/sortable-id';
import { consume } from '../http/rate-limit';
import { apiError } from '../http/responses';
import { invalid } from '../services/result';
import { respond } from '../http/route';
import { browserOf, deviceOf, isBot } from './classify';
import { enqueueEvent, type EventRow } from './queue';
import { visitorHash } from './visitor';
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

/** Whether the request carries a staff member's session (checked only when a session cookie is there at all). */
async function fromStaff(headers: Headers): Promise<boolean> {
  const cookie = headers.get('cookie') ?? '';
  if (!cookie.includes(`${sessionCookiePrefix(env().SITE_URL)}.session_token=`)) return false;
  return (await checkStaffSession(headers)).status === 'staff';
}

export async function collectEvent(request: Request, now = new Date()): Promise<Response> {
  const headers = request.headers;
  const address = visitAddress(headers);
  const budget = await consume('analytics-events', EVENT_BUDGET, address || 'unknown', { local: true });
  if (!budget.ok) return apiError(429, 'rate_limited', 'Too many events', undefined, { 'Retry-After': String(budget.retryAfter) });
  // sendBeacon sends a string as text/plain: both it and JSON are read as JSON.
  const read = await readTextBody(request, MAX_EVENT_BYTES);
  if (!read.ok) return read.response;
  let body: unknown;
  try {
    body = JSON.parse(read.body);
  } catch {
    return apiError(400, 'invalid_json', 'The event is not valid JSON');
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return respond(invalid(parsed.error));
  const userAgent = headers.get('user-agent') ?? '';
  // Not a visit: a bot or monitor, a page fetched ahead of a click that may never come, a member of the staff.
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (isBot(userAgent) || /prefetch|prerender/i.test(purpose) || (await fromStaff(headers))) return accepted();
  const event = parsed.data;
  enqueueEvent(await eventRow({ kind: event.k, path: event.p, goal: event.g ?? null, touch: event.s, width: event.w }, address, userAgent, now));
  return accepted();
}

/** The address a visitor is counted by: the proxy's when it is trusted, else the socket's (the Node server names it). */
function visitAddress(headers: Headers): string {
  return clientAddress(headers) ?? (headers.get(SOCKET_ADDRESS_HEADER) ?? '').replace(/^::ffff:/i, '');
}

type EventFacts = { kind: 'pageview' | 'goal'; path: string; goal: string | null; touch: unknown; width?: number };

/** The row of one event: counted by the day's visitor hash, its source from the visit's first touch, no address. */
async function eventRow(event: EventFacts, address: string, userAgent: string, now: Date): Promise<EventRow> {
  const day = zonedToday(siteTimeZone(), now);
  const first = cleanAttribution({ first: event.touch })?.first;
  return {
    id: sortableId(now),
    at: now.toISOString(),
    day,
    visitor: await visitorHash(day, address, userAgent),
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
    enqueueEvent(await eventRow({ kind: 'goal', path, goal, touch: visit.touch }, visitAddress(headers), userAgent, now));
  } catch (error) {
    logger().warn({ goal, reason: errorReason(error) }, 'A goal was not counted');
  }
}
