import 'server-only';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@/server/db/errors';
import type { Database } from '@/server/db/schema';
import type { Kind } from '../define-kind';
import { insertDocuments } from './document-store';

/**
 * Writes each kind's first content once per database (docs/decisions/0036): the marker `seeded:<kind>` first, in
 * the same transaction, so two instances starting together seed once, a kind added by an upgrade is seeded on the
 * next start, and a seeded document deleted by staff never returns. Each value passes the kind's create schema.
 */
export async function seedKindsOnce(db: Kysely<Database>, seeds: ReadonlyArray<readonly [Kind, () => object[]]>, now = new Date()): Promise<string[]> {
  const seeded: string[] = [];
  for (const [kind, seed] of seeds) {
    const key = `seeded:${kind.key}`;
    if (await db.selectFrom('app_meta').select('key').where('key', '=', key).executeTakeFirst()) continue;
    const documents = seed().map((values) => kind.schemas.create.parse(values));
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('app_meta').values({ key, value: now.toISOString() }).execute();
        await insertDocuments(trx, kind, documents);
      });
      seeded.push(kind.key);
    } catch (error) {
      // Another instance wrote the marker first: it seeded this kind, we did not.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return seeded;
}
