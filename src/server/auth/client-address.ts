import 'server-only';
import { isIP } from 'node:net';
import { trustedProxyHops } from './settings';

/** The only header Better Auth reads a client address from; set here, never taken from the client. */
export const CLIENT_ADDRESS_HEADER = 'x-smarttech-client-address';

/**
 * The client address when TRUST_PROXY names how many proxies append to X-Forwarded-For: the entry the
 * outermost trusted proxy wrote. Entries left of it are whatever the client sent, so they are ignored.
 */
export function clientAddress(headers: Headers): string | null {
  const hops = trustedProxyHops();
  if (hops === 0) return null;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = chain[chain.length - hops];
  return candidate && isIP(candidate) ? candidate : null;
}

/** A copy of the request whose address header is ours alone (a client-sent one is dropped). */
export function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(request.headers);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}
