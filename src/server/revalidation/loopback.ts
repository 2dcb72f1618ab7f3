import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { authSecret, loadAuthSecret } from '../auth/secret';
import type { PublicContentChange } from '../cache-tags';
import { dbEngine, getDb } from '../db';
import { env } from '../env';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';

/**
 * revalidateTag/revalidatePath need Next's request scope, which a pg notification callback lacks, so the
 * listener asks its own server over loopback. The request is signed with a key derived from the auth secret.
 */
const LOOPBACK_PATH = '/api/internal/revalidate';
export const MAX_LOOPBACK_BODY = 16 * 1024;
const WINDOW_MS = 30_000;
const headerNames = { time: 'x-smarttech-timestamp', nonce: 'x-smarttech-nonce', signature: 'x-smarttech-signature' } as const;

/** The signing key: derived from the auth secret, so the session secret itself never signs anything else. */
export async function loopbackKey(): Promise<Buffer> {
  const db = await getDb();
  let secret: string;
  try {
    secret = authSecret(db);
  } catch {
    // Not loaded in this bundle yet (instrumentation and route handlers are bundled apart).
    secret = await loadAuthSecret(db, dbEngine());
  }
  return createHmac('sha256', secret).update('smarttech:internal-revalidate:v1').digest();
}

const sign = (key: Buffer, time: string, nonce: string, body: string) => createHmac('sha256', key).update(`${time}.${nonce}.${body}`).digest('hex');

/** The headers of a signed loopback request for `body`. */
export function signedHeaders(key: Buffer, body: string, now = Date.now()): Record<string, string> {
  const time = String(now);
  const nonce = randomBytes(16).toString('hex');
  return { 'content-type': 'application/json', [headerNames.time]: time, [headerNames.nonce]: nonce, [headerNames.signature]: sign(key, time, nonce, body) };
}

// Nonces seen inside the window: a captured request cannot be replayed. Per process, like the key's use.
const seen = new Map<string, number>();

/** Whether the request carries a well-formed, fresh signature: checked before a byte of the body is read. */
export function hasFreshSignature(headers: Headers, now = Date.now()): boolean {
  const time = headers.get(headerNames.time) ?? '';
  const nonce = headers.get(headerNames.nonce) ?? '';
  const signature = headers.get(headerNames.signature) ?? '';
  if (!/^\d{13}$/.test(time) || !/^[0-9a-f]{32}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return Math.abs(now - Number(time)) <= WINDOW_MS;
}

/** Checks a loopback request's signature, age and nonce. */
export function verifySignature(key: Buffer, headers: Headers, body: string, now = Date.now()): boolean {
  if (!hasFreshSignature(headers, now)) return false;
  const time = headers.get(headerNames.time)!;
  const nonce = headers.get(headerNames.nonce)!;
  const signature = headers.get(headerNames.signature)!;
  if (!timingSafeEqual(Buffer.from(sign(key, time, nonce, body), 'hex'), Buffer.from(signature, 'hex'))) return false;
  for (const [old, at] of seen) if (now - at > 2 * WINDOW_MS) seen.delete(old);
  if (seen.has(nonce)) return false;
  seen.set(nonce, now);
  return true;
}

/** The address this server is reached on from itself: loopback, unless HOST binds it to one other address. */
function ownAddress(): string {
  const host = process.env.HOST?.trim();
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/**
 * Whether the connection comes from this machine: the socket's own address, which the production server hands the
 * app in a header it sets itself (src/lib/socket-address.mjs). X-Forwarded-For is the client's to write and is not
 * read. A request proxied from elsewhere comes from the proxy's address; the signature remains the guard.
 */
export function fromLoopback(headers: Headers): boolean {
  const address = (headers.get(SOCKET_ADDRESS_HEADER) ?? '').replace(/^::ffff:/i, '');
  return (isIP(address) === 4 && address.startsWith('127.')) || address === '::1' || address === ownAddress();
}

/** This server's own origin: `next start` sets PORT to the port it listens on; http-server/index.mjs reads PORT. */
function ownOrigin(): string {
  const address = ownAddress();
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${process.env.PORT || env().PORT}`;
}

/**
 * Asks this instance to expire its cache for `change`. Retries a refused connection or a 5xx (the server may
 * still be starting); gives up on any other answer. Returns whether it was applied.
 */
export async function requestLocalRevalidation(change: PublicContentChange, { attempts = 6, firstDelayMs = 250, origin = ownOrigin() } = {}): Promise<boolean> {
  const body = JSON.stringify(change);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)));
    try {
      const response = await fetch(`${origin}${LOOPBACK_PATH}`, {
        method: 'POST',
        headers: signedHeaders(await loopbackKey(), body),
        body,
        cache: 'no-store',
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      if (response.status < 500) throw new LoopbackRefused(response.status);
    } catch (error) {
      if (error instanceof LoopbackRefused) throw error;
      if (attempt === attempts - 1) throw error;
    }
  }
  return false;
}

export class LoopbackRefused extends Error {
  constructor(readonly status: number) {
    super(`${LOOPBACK_PATH} answered ${status}`);
  }
}
