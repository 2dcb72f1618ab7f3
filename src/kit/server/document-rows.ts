import 'server-only';
import { sql, type Transaction, type Updateable } from 'kysely';
import { getDb } from '@/server/db';
import type { Database, DocumentsTable } from '@/server/db/schema';
import type { Kind } from '../define-kind';
import { guarded } from './document-store';
import { StaleDocument } from './document-refusals';
import type { DocumentVersions } from './document-versions';
import { columns, type Row } from './working-copy';

// A kind's document rows as its writes read and change them (docs/decisions/0036, section 9): every write bumps
// `revision` in the UPDATE itself, so two instances cannot both pass a stale check, and is retried on the new row when
// another write came between its read and its UPDATE, unless the caller named the revision it saw (If-Match).

/** Later than the row's own time, even within one millisecond. */
const nowAfter = (row: Pick<Row, 'updated_at'>) => new Date(Math.max(Date.now(), Date.parse(row.updated_at) + 1)).toISOString();

export function documentRows(kind: Kind, history: Pick<DocumentVersions, 'lastSave'>) {
  const ofKind = async () => (await getDb()).selectFrom('documents').where('kind', '=', kind.key);
  const read = async (id: string) => (await ofKind()).select(columns).where('id', '=', id).executeTakeFirst();

  async function stale(id: string, row: Row): Promise<StaleDocument> {
    const last = await history.lastSave(id);
    return new StaleDocument(last?.author ?? 'unknown', last?.createdAt ?? row.updated_at);
  }

  /**
   * Runs `change` on the row as read, in a transaction whose UPDATE holds only if the revision is still the one
   * read; a write in between is retried on the new row, unless the caller named the revision it saw (If-Match).
   */
  async function writeRow(id: string, expectedRevision: number | undefined, change: (row: Row, trx: Transaction<Database>, now: string) => Promise<Updateable<DocumentsTable>>): Promise<{ before: Row; after: Row } | null> {
    const db = await getDb();
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await read(id);
      if (!row) return null;
      if (expectedRevision !== undefined && Number(row.revision) !== expectedRevision) throw await stale(id, row);
      const now = nowAfter(row);
      const written = await guarded(kind, () =>
        db.transaction().execute(async (trx) => {
          const set = await change(row, trx, now);
          const result = await trx
            .updateTable('documents')
            .set({ ...set, revision: sql<number>`revision + 1`, updated_at: now })
            .where('id', '=', id)
            .where('kind', '=', kind.key)
            .where('revision', '=', Number(row.revision))
            .executeTakeFirst();
          // Rolled back with the version it wrote: another write came between the read and this one.
          if (Number(result.numUpdatedRows) === 0) throw new Retry();
          return { ...row, ...(set as Partial<Row>), revision: Number(row.revision) + 1, updated_at: now };
        }),
      ).catch((error: unknown) => {
        if (error instanceof Retry) return null;
        throw error;
      });
      if (written) return { before: row, after: written };
      if (expectedRevision !== undefined) throw await stale(id, (await read(id)) ?? row);
    }
    throw new Error(`Document ${id} kept changing under five attempts to write it`);
  }

  return { ofKind, read, writeRow };
}

class Retry extends Error {}
