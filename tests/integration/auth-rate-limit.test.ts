import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from './support/auth';
import { useTestDb } from './support/db';
import { resetEnvForTests } from '@/server/env';

const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, try again in 1 minute', retryAfter: expect.any(Number) };

// Each attempt uses another unknown address, so only the per-client limit (not the account lockout) can refuse it.
async function attempts(count: number, forwardedFor: (attempt: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await signIn(`probe-${attempt}@test.example`, 'wrong-password-00', { forwardedFor: forwardedFor(attempt) });
    statuses.push(response.status);
    if (response.status === 429) expect(await response.json()).toEqual(TOO_MANY);
  }
  return statuses;
}

// The memory store is per process: each test uses its own client addresses. SQLite only: the PostgreSQL store is
// Better Auth's own, exercised whenever DATABASE_URL is set.
describe('sign-in rate limit', () => {
  useTestDb('sqlite');
  const trustProxy = process.env.TRUST_PROXY;
  // env() reads process.env once: re-read it after each change.
  const setTrustProxy = (value: string | undefined) => {
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    resetEnvForTests();
  };
  afterEach(() => setTrustProxy(trustProxy));

  it('behind a trusted proxy: 20 attempts a minute per client, whatever it writes into X-Forwarded-For', async () => {
    setTrustProxy('1');
    // The proxy appends the real address; the client forges a new left-hand entry every time.
    const statuses = await attempts(22, (attempt) => `10.9.${attempt}.1, 203.0.113.7`);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client is not affected.
    expect((await signIn('probe@test.example', 'wrong-password-00', { forwardedFor: '203.0.113.8' })).status).toBe(401);
  }, 90_000);

  it('without a trusted proxy: a forged X-Forwarded-For does not get a bucket of its own', async () => {
    setTrustProxy('0');
    const statuses = await attempts(62, (attempt) => `10.8.${attempt}.1`);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  }, 90_000);
});
