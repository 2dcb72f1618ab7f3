import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF, freshAddress, signIn, signedInStaff, siteOrigin } from './support/auth';
import { engines, useTestDb } from './support/db';
import { handleAuthRequest } from '@/server/auth/handler';
import { setSignInSleepForTests } from '@/server/auth/lockout';
import { MAX_BODY_BYTES } from '@/lib/body-limits.mjs';
import { setDbForTests, type Database } from '@/server/db';
import { env } from '@/server/env';

const TOO_LARGE = { error: { code: 'payload_too_large', message: 'Request body must be at most 1 MiB' } };

function signInRequest(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`${env().SITE_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin(), 'x-forwarded-for': freshAddress(), ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A body sent in chunks without a Content-Length, `size` bytes of JSON in all. */
function streamed(size: number): ReadableStream<Uint8Array> {
  const head = `{"email":"${STAFF.email}","password":"`;
  const tail = '"}';
  let left = size - head.length - tail.length;
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode(head));
      } else if (left > 0) {
        const chunk = Math.min(left, 64 * 1024);
        left -= chunk;
        controller.enqueue(new TextEncoder().encode('x'.repeat(chunk)));
      } else {
        controller.enqueue(new TextEncoder().encode(tail));
        controller.close();
      }
    },
  });
}

describe.each(engines)('/api/auth request bodies on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => setSignInSleepForTests(async () => undefined));
  afterEach(() => setSignInSleepForTests());

  it('answers 413 in the API error shape to a declared Content-Length over 1 MiB', async () => {
    await signedInStaff();
    const response = await handleAuthRequest(
      signInRequest(JSON.stringify({ email: STAFF.email, password: STAFF.password }), { 'content-length': String(MAX_BODY_BYTES + 1) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 to a body streamed without a length once it passes 1 MiB, and takes one just under', async () => {
    const response = await handleAuthRequest(signInRequest(streamed(MAX_BODY_BYTES + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    // At the limit it reaches Better Auth, which refuses the over-long password as a failed sign-in.
    const under = await handleAuthRequest(signInRequest(streamed(MAX_BODY_BYTES)));
    expect(under.status).not.toBe(413);
    expect(under.status).toBeLessThan(500);
  });

  it('caps every endpoint, sign-out and password change included', async () => {
    const { cookie } = await signedInStaff();
    for (const path of ['/sign-out', '/change-password']) {
      const response = await handleAuthRequest(
        new Request(`${env().SITE_URL}/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: siteOrigin(), cookie },
          body: streamed(MAX_BODY_BYTES + 10),
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status, path).toBe(413);
    }
    // Nothing happened: the session is still there.
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  });

  it('still serves ordinary requests (a JSON sign-in, a sign-out with an empty body)', async () => {
    const { cookie } = await signedInStaff();
    const signOut = new Request(`${env().SITE_URL}/api/auth/sign-out`, { method: 'POST', headers: { origin: siteOrigin(), cookie, 'content-length': '0' } });
    expect((await handleAuthRequest(signOut)).status).toBe(200);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  });
});

/** A real "connection refused" of each engine's driver. */
async function unreachableError(engine: string): Promise<Error> {
  if (engine === 'postgres') return new pg.Client({ host: '127.0.0.1', port: 1 }).connect().then(() => new Error('connected?'), (error: Error) => error);
  return Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
}

describe.each(engines)('/api/auth while the database is unreachable, on %s', (engine) => {
  const current = useTestDb(engine);
  beforeEach(() => setSignInSleepForTests(async () => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    setSignInSleepForTests();
  });

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await response.json();
    expect(body).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
  }

  it('answers 503 with Retry-After, not 500, when queries fail mid-request (sign-in, get-session, change-password)', async () => {
    const { cookie } = await signedInStaff();
    const error = await unreachableError(engine);
    vi.spyOn(current().db.getExecutor(), 'executeQuery').mockRejectedValue(error);
    await expectUnavailable(await signIn(STAFF.email, STAFF.password));
    const getSession = new Request(`${env().SITE_URL}/api/auth/get-session`, { headers: { cookie } });
    await expectUnavailable(await handleAuthRequest(getSession));
    const change = new Request(`${env().SITE_URL}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin(), cookie, 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ currentPassword: STAFF.password, newPassword: 'another-password-12' }),
    });
    await expectUnavailable(await handleAuthRequest(change));
    vi.restoreAllMocks();
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  });
});

describe('/api/auth when the database cannot be reached at all', () => {
  afterEach(() => setDbForTests(undefined));

  it('answers 503 when PostgreSQL refuses the connection', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    setDbForTests(db, 'postgres');
    try {
      const response = await signIn(STAFF.email, STAFF.password);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await response.json()).error.code).toBe('service_unavailable');
    } finally {
      await db.destroy();
    }
  });
});
