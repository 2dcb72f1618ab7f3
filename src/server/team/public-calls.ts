import 'server-only';
import { addressKey, clientAddress } from '../auth/client-address';
import { readJsonBody } from '../http/body';
import { withApi } from '../http/handler';
import { rejectCrossOrigin } from '../http/origin';
import { consume } from '../http/rate-limit';
import { apiError } from '../http/responses';
import { respond } from '../http/route';
import type { ServiceResult } from '../services/result';

// The public calls of the team's links (accepting an invitation, setting a reset password, the first run, asking
// for a reset): a few tries per client a quarter of an hour. Without a trusted proxy (TRUST_PROXY) every client is
// "unknown" and shares one budget, made roomier so that a few requests from anyone cannot shut everyone out.
const PER_CLIENT = { points: 10, duration: 15 * 60 };
const UNKNOWN_CLIENTS = { points: 100, duration: 15 * 60 };

/** Takes one try from the client's budget for `name`; the seconds to wait when it is spent. */
export async function consumeClientTry(name: string, headers: Headers): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const address = clientAddress(headers);
  return address ? consume(name, PER_CLIENT, addressKey(address)) : consume(`${name}-unknown`, UNKNOWN_CLIENTS, 'unknown');
}

export const tooManyTries = (retryAfter: number) => `Too many attempts: try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minutes`;

/**
 * A public POST of the team's links (accepting an invitation, setting a reset password, the first run): same origin
 * only, a JSON body, then one try from the client's budget (a malformed request spends none), then the service.
 */
export function teamLinkRoute<T>(name: string, run: (body: unknown) => Promise<ServiceResult<T>>, status: 200 | 201) {
  return withApi(async (request) => {
    const refused = rejectCrossOrigin(request);
    if (refused) return refused;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const taken = await consumeClientTry(name, request.headers);
    if (!taken.ok) return apiError(429, 'rate_limited', tooManyTries(taken.retryAfter), undefined, { 'Retry-After': String(taken.retryAfter) });
    return respond(await run(read.body), status);
  });
}
