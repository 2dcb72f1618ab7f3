import 'server-only';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@/server/db/errors';
import type { Database } from '@/server/db/schema';
import type { Kind } from '../define-kind';
import { insertDocuments } from './document-store';

/** The marker of one seeded document. The first release marked a whole kind (`seeded:pages`), see below. */
const markerOf = (kind: Kind, key: string) => `seeded:${kind.key}:${key}`;

/**
 * Writes each kind's first content once per database (docs/decisions/0036), document by document: the marker
 * `seeded:<kind>:<key>` with the document, in one transaction, so two instances starting together seed it once, a
 * document added to the seed by an upgrade is written on the next start, and one staff deleted never returns. A
 * document whose address is already taken (a page staff made, or one the first release seeded before markers were
 * per document) is not written; its marker is, so it is never tried again. Each value passes the kind's create schema.
 */
export async function seedKindsOnce(db: Kysely<Database>, seeds: ReadonlyArray<readonly [Kind, () => Record<string, object>]>, now = new Date()): Promise<string[]> {
  const seeded: string[] = [];
  for (const [kind, seed] of seeds) {
    const done = new Set((await db.selectFrom('app_meta').select('key').where('key', 'like', `seeded:${kind.key}:%`).execute()).map((row) => row.key));
    for (const [position, [key, values]] of Object.entries(seed()).entries()) {
      const marker = markerOf(kind, key);
      if (done.has(marker)) continue;
      const document = kind.schemas.create.parse(values);
      const mark = (trx: Kysely<Database>) => trx.insertInto('app_meta').values({ key: marker, value: now.toISOString() }).execute();
      try {
        await db.transaction().execute(async (trx) => {
          await mark(trx);
          // Made in the seed's order (a kind listed oldest first, such as the job openings, shows them so).
          await insertDocuments(trx, kind, [document], { at: new Date(now.getTime() + position) });
        });
        seeded.push(`${kind.key}:${key}`);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another instance seeded it first, or its address is taken: either way, never again.
        await mark(db).catch((again: unknown) => {
          if (!isUniqueViolation(again)) throw again;
        });
      }
    }
  }
  return seeded;
}
