import 'server-only';
import { randomUUID } from 'node:crypto';
import { CAMPAIGN_KEYS } from '@/lib/attribution-keys.mjs';
import { MAX_EVENT_BYTES } from '@/lib/body-limits.mjs';
import { z } from '@/lib/schemas/zod';
import { zonedToday } from '@/lib/site-time';
import { sessionCookiePrefix } from '@/lib/session-cookie';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';
import { clientAddress } from '../auth/client-address';
import { checkStaffSession } from '../auth/session';
import { env, siteTimeZone } from '../env';
import { readTextBody } from '../http/body';
import { apiError } from '../http/responses';
import { invalid } from '../services/result';
import { respond } from '../http/route';
import { browserOf, deviceOf, isBot } from './classify';
import { enqueueEvent, type EventRow } from './queue';
import { visitorHash } from './visitor';

// POST /api/collect (issue 24, docs/decisions/0039): one page view or goal from the page's beacon. Answered 202 as
// soon as the event is queued; nothing is stored for a bot, a prefetch, a staff member or a malformed event (400 with
// the field, never a 500). No cookie is read or set for a visitor.

// Values of the visit's touch are kept as the browser recorded them (attribution.ts caps them where it reads them):
// a long campaign value is cut here, not refused, or the page view would be lost with it.
const text = (max: number) => z.string().max(2000).transform((value) => value.trim().slice(0, max));
const path = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)/, 'must be a path on this site')
  // The query and fragment never count (they could carry someone's data); the campaign keys come in `s`.
  .transform((value) => value.split(/[?#]/)[0]!.slice(0, 500));
// The visit's first touch as the pre-paint script recorded it (src/lib/early-controls.mjs): its campaign keys, the
// referring site's host and the landing page.
const touch = z.object({ ...Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, text(200).optional()])), referrer: text(200).optional(), landing_page: path.optional() } as Record<string, z.ZodType>).strict();
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

type Touch = Partial<Record<(typeof CAMPAIGN_KEYS)[number] | 'referrer' | 'landing_page', string>>;

// Per client and instance, in memory: a beacon per page view is cheap to count here, and a shared store would cost a
// round trip per event. Generous for a person (a page a second), tight for a script.
const PER_MINUTE = 120;
const counts = new Map<string, { count: number; since: number }>();
function overBudget(key: string, now: number): boolean {
  const seen = counts.get(key);
  if (!seen || now - seen.since >= 60_000) {
    if (counts.size > 50_000) counts.clear();
    counts.set(key, { count: 1, since: now });
    return false;
  }
  seen.count += 1;
  return seen.count > PER_MINUTE;
}

const hostOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).hostname.replace(/^www\./, '').toLowerCase() || null;
  } catch {
    return null;
  }
};

/** The visit's source, medium and campaign: its utm keys, else the referring site, else direct. */
function sourceOf(first: Touch | undefined) {
  const referrer = hostOf(first?.referrer);
  const own = hostOf(env().SITE_URL);
  const external = referrer && referrer !== own ? referrer : null;
  return {
    source: (first?.utm_source || external || 'direct').toLowerCase().slice(0, 100),
    medium: first?.utm_medium?.toLowerCase().slice(0, 100) || (external ? 'referral' : null),
    campaign: first?.utm_campaign || null,
    referrer: external,
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
  const address = clientAddress(headers) ?? (headers.get(SOCKET_ADDRESS_HEADER) ?? '').replace(/^::ffff:/i, '');
  if (overBudget(address, now.getTime())) return apiError(429, 'rate_limited', 'Too many events', undefined, { 'Retry-After': '60' });
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
  const day = zonedToday(siteTimeZone(), now);
  const first = event.s as Touch | undefined;
  const row: EventRow = {
    id: `${now.getTime().toString(16).padStart(12, '0')}-${randomUUID().slice(0, 13)}`,
    at: now.toISOString(),
    day,
    visitor: await visitorHash(day, address, userAgent),
    kind: event.k,
    path: event.p,
    goal: event.g ?? null,
    ...sourceOf(first),
    landing: first?.landing_page?.split(/[?#]/)[0] ?? null,
    device: deviceOf(userAgent, event.w),
    browser: browserOf(userAgent),
  };
  enqueueEvent(row);
  return accepted();
}

/** Tests: forget the per-client counts. */
export function resetCollectBudgetsForTests(): void {
  counts.clear();
}
