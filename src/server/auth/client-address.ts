import 'server-only';
import { isIP } from 'node:net';
import { trustedProxyHops } from './settings';

/** The only header Better Auth reads a client address from; set here, never taken from the client. */
export const CLIENT_ADDRESS_HEADER = 'x-smarttech-client-address';

/**
 * The client address when TRUST_PROXY names how many proxies append to X-Forwarded-For: the entry the
 * outermost trusted proxy wrote. Entries left of it are whatever the client sent, so they are ignored.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string | null {
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

/**
 * What a per-address limit counts on: an IPv4 address as it is, an IPv6 client by its /64, the block one household
 * or server is usually given (Better Auth keys its own sign-in limit the same way), so rotating addresses inside it
 * buys no fresh budget. IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted quad fills two groups.
  const rightWidth = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightWidth).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
