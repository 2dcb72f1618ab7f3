import 'server-only';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { admin, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { dbEngine, getDb, type Database, type DbEngine } from '../db';
import { withStartupLock } from '../db/startup-lock';
import { env } from '../env';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { createFirstAccountIfNone } from './first-account';
import { lockoutHooks } from './lockout';
import { passwordHashing } from './password-hashing';
import { authLogger } from './logger';
import { authSecret, loadAuthSecret } from './secret';
import { staffSessions } from './session';
import { authSettings as s } from './settings';
import { isHttps, sessionCookiePrefix } from '@/lib/session-cookie';

const PASSKEY_UNVERIFIED = 'This passkey did not check it was you (a PIN, fingerprint or face): use one that does, or your password.';
const PASSKEY_UNVERIFIED_ADD = 'This device did not check it was you (a PIN, fingerprint or face), so it cannot hold a passkey for this site.';

function authOptions(db: Kysely<Database>, engine: DbEngine) {
  const { SITE_URL, DATABASE_URL } = env();
  const lockout = lockoutHooks(db);
  return {
    baseURL: SITE_URL,
    basePath: '/api/auth',
    secret: authSecret(db),
    trustedOrigins: [new URL(SITE_URL).origin],
    // Better Auth's adapter works on its own tables, outside our typed schema.
    database: { db: db as unknown as Kysely<unknown>, type: engine, transaction: true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: s.minPasswordLength,
      maxPasswordLength: s.maxPasswordLength,
      password: passwordHashing,
    },
    // When each member last signed in, for the accounts screen (set by the sign-in hook in lockout.ts).
    user: { additionalFields: { lastSignInAt: { type: 'date', required: false, input: false } } },
    // Refresh is off, so expiresIn is an absolute lifetime; the idle timeout is the staffSessions plugin's.
    session: { expiresIn: s.sessionAbsoluteSeconds, disableSessionRefresh: true },
    rateLimit: {
      enabled: true,
      window: s.requestsWindowSeconds,
      max: s.requestsPerWindow,
      // Several instances share PostgreSQL, so their counts must too; one SQLite instance keeps them in memory.
      storage: DATABASE_URL ? 'database' : 'memory',
      customRules: {
        '/sign-in/email': (request: Request) => ({
          window: s.signInWindowSeconds,
          max: request.headers.has(CLIENT_ADDRESS_HEADER) ? s.signInPerAddress : s.signInShared,
        }),
      },
    },
    advanced: {
      // We name and secure the cookies ourselves so that https gets `__Host-` (lib/session-cookie.ts).
      useSecureCookies: false,
      cookiePrefix: sessionCookiePrefix(SITE_URL),
      defaultCookieAttributes: { secure: isHttps(SITE_URL) },
      // Better Auth skips its Origin check when NODE_ENV is test; ours runs everywhere, tests included.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Our route sets this header from the socket-side of X-Forwarded-For (client-address.ts); clients cannot.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: { before: lockout.before, after: lockout.after },
    // staffSessions: the idle timeout and staff check on Better Auth's own endpoints too (session.ts).
    // `banned` is a disabled account (src/server/team/accounts.ts): no new session, with this message.
    // Two-factor sign-in (TOTP and ten recovery codes, both kept encrypted with the auth secret): wrong codes lock the
    // account's second step as wrong passwords lock its first (the same count and time, docs/decisions/0038).
    plugins: [
      admin({ defaultRole: 'user', adminRoles: [s.adminRole], bannedUserMessage: 'This account is disabled. Ask an admin of your team to enable it.' }),
      twoFactor({ issuer: 'SmartTech staff', backupCodeOptions: { amount: 10 }, accountLockout: { enabled: true, maxFailedAttempts: s.lockoutFailures, durationSeconds: s.lockoutSeconds } }),
      // Passkeys, a second way in (docs/decisions/0038): discoverable (no address to type) and always with the
      // device's own check (a PIN, a fingerprint, a face), so one is two factors and no app code is asked after it.
      passkey({
        rpID: new URL(SITE_URL).hostname,
        rpName: 'SmartTech staff',
        origin: new URL(SITE_URL).origin,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        // The plugin accepts a passkey made or used without that check; neither is kept nor signs in here.
        registration: {
          afterVerification: ({ verification }) => {
            if (!verification.registrationInfo?.userVerified) throw new APIError('BAD_REQUEST', { message: PASSKEY_UNVERIFIED_ADD, code: 'PASSKEY_UNVERIFIED' });
          },
        },
        authentication: {
          afterVerification: ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) throw new APIError('UNAUTHORIZED', { message: PASSKEY_UNVERIFIED, code: 'PASSKEY_UNVERIFIED' });
          },
        },
      }),
      staffSessions(),
    ],
    // Errors that are not Better Auth's own answers reach handler.ts (withApi): 503 for an unreachable database.
    onAPIError: { throw: true },
    logger: authLogger,
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}

function instantiate(db: Kysely<Database>, engine: DbEngine) {
  return betterAuth(authOptions(db, engine));
}

export type Auth = ReturnType<typeof instantiate>;

async function createAuth(db: Kysely<Database>, engine: DbEngine): Promise<Auth> {
  await loadAuthSecret(db, engine);
  const auth = instantiate(db, engine);
  // Its tables and the first account are start-up schema work too: one instance at a time (docs/decisions/0011).
  await withStartupLock(db, engine, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
    await createFirstAccountIfNone(auth);
  });
  return auth;
}

type AuthState = { db: Kysely<Database>; promise: Promise<Auth> };

// On globalThis: instrumentation and route handlers are bundled apart and must share one instance.
const holder = globalThis as typeof globalThis & { __smarttechAuth?: AuthState };

/**
 * Better Auth on the app's database: its tables migrated and the first account ensured once per database;
 * rebuilt when getDb hands out another database (tests).
 */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const current = holder.__smarttechAuth;
  if (current && current.db === db) return current.promise;
  const promise = createAuth(db, dbEngine());
  const state: AuthState = { db, promise };
  holder.__smarttechAuth = state;
  promise.catch(() => {
    if (holder.__smarttechAuth === state) holder.__smarttechAuth = undefined;
  });
  return promise;
}
