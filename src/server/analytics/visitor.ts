import 'server-only';
import { hash, randomBytes } from 'node:crypto';
import { getDb } from '../db';

// A visitor is counted as sha256(the day's salt, the client address, the user agent), cut to 16 hex characters
// (docs/decisions/0039): the same person is one visitor within a day and a stranger the next, and once a day's salt
// is deleted (the day after) nobody, us included, can tell whose hash it was. The salt is random, kept in the
// database so that every instance counts alike, made by whichever instance needs it first.

let cached: { day: string; salt: string } | null = null;

/** The day's salt if this instance already has it (the hot path of every event after the day's first). */
export function cachedSalt(day: string): string | null {
  return cached?.day === day ? cached.salt : null;
}

export async function saltOf(day: string): Promise<string> {
  if (cached?.day === day) return cached.salt;
  const db = await getDb();
  await db.insertInto('analytics_salts').values({ day, salt: randomBytes(32).toString('base64url') }).onConflict((conflict) => conflict.column('day').doNothing()).execute();
  const { salt } = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  cached = { day, salt };
  return salt;
}

export async function visitorHash(day: string, address: string, userAgent: string): Promise<string> {
  return visitorHashWith(await saltOf(day), address, userAgent);
}

export function visitorHashWith(salt: string, address: string, userAgent: string): string {
  // The one-shot hash: no Hash object per event.
  return hash('sha256', `${salt}\n${address}\n${userAgent}`, 'hex').slice(0, 16);
}

/** The salts of days before `today` go: their hashes can no longer be recomputed from an address. */
export async function dropOldSalts(today: string): Promise<number> {
  const result = await (await getDb()).deleteFrom('analytics_salts').where('day', '<', today).executeTakeFirst();
  if (cached && cached.day < today) cached = null;
  return Number(result.numDeletedRows);
}

/** Tests: forget the cached salt (another database). */
export function forgetSaltForTests(): void {
  cached = null;
}
