import 'server-only';
import { addressKey, clientAddress } from '../auth/client-address';
import { consume } from '../http/rate-limit';

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
