import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db';
import { recordAudit } from '@/server/repositories/audit-log';
import type { Kind } from '../define-kind';

// A table kind's trash (`storage: { table, trash: true }`, ADR 36 step 7): a delete moves a document there
// (`deleted_at`; its revision moves), from where it comes back as it was or is deleted for good with its history, by
// staff or, after its days in the trash, by the schedule watcher. Each move is audited, naming the document.

type Row = Record<string, unknown>;
type Handle = Kysely<Record<string, Row>>;
type Audited<Doc> = <T extends Doc | null>(
  action: string,
  write: (trx: Handle) => Promise<{ before: Doc | null; after: Doc | null; result: T; changes?: Record<string, unknown> }>,
) => Promise<T>;

/** The parts of the table store the trash works with. */
type TrashContext<Doc> = {
  kind: Kind;
  table: string;
  columns: readonly string[];
  history: boolean;
  db: () => Promise<Handle>;
  get: (id: string, handle?: Handle) => Promise<Doc | null>;
  audited: Audited<Doc>;
  /** How the audit log names a document: its title and unique fields. */
  named: (doc: Doc) => Record<string, unknown>;
  toApi: (row: Row) => Doc;
  deleteVersions: (trx: Handle, ids: string[]) => Promise<void>;
  withJoinedRows: (handle: Handle, rows: Row[]) => Promise<Doc[]>;
};

const inTrash = (doc: unknown) => Boolean((doc as Row).deletedAt);
const nothing = { before: null, after: null, result: null };

export function tableTrash<Doc extends { id: string }>({ kind, table, columns, history, db, get, audited, named, toApi, deleteVersions, withJoinedRows }: TrashContext<Doc>) {
  /** Sets or clears the trash mark of one document that is not (or is) there; the document, or null. */
  function mark(id: string, to: string | null, action: 'delete' | 'restore'): Promise<Doc | null> {
    return audited(action, async (trx) => {
      const before = await get(id, trx);
      if (!before || inTrash(before) === (to !== null)) return nothing;
      const now = new Date().toISOString();
      const marked = await trx
        .updateTable(table)
        .set({ deleted_at: to, updated_at: now, ...(history ? { revision: sql`revision + 1` } : {}) })
        .where('id', '=', id)
        .where('deleted_at', to === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return nothing;
      const after = to === null ? await get(id, trx) : before;
      return { before, after, result: after, changes: named(before) };
    });
  }

  return {
    /** To the trash; the document as it was, or null when unknown or already there. */
    moveToTrash: (id: string) => mark(id, new Date().toISOString(), 'delete'),
    untrash: (id: string) => mark(id, null, 'restore'),
    async trashed(): Promise<Doc[]> {
      const handle = await db();
      const rows = await handle.selectFrom(table).select(columns).where('deleted_at', 'is not', null).orderBy('deleted_at', 'desc').orderBy('id').execute();
      return withJoinedRows(handle, rows);
    },
    purge(id: string): Promise<Doc | null> {
      return audited('purge', async (trx) => {
        const doc = await get(id, trx);
        if (!doc || !inTrash(doc)) return nothing;
        const result = await trx.deleteFrom(table).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return nothing;
        await deleteVersions(trx, [id]);
        return { before: doc, after: null, result: doc, changes: named(doc) };
      });
    },
    async purgeTrashedBefore(cutoff: Date): Promise<Doc[]> {
      return (await db()).transaction().execute(async (trx) => {
        // One statement decides and deletes: a document brought back from the trash meanwhile is not among them.
        const rows = await trx.deleteFrom(table).where('deleted_at', '<', cutoff.toISOString()).returning(columns).execute();
        if (rows.length === 0) return [];
        const docs = rows.map(toApi);
        await deleteVersions(trx, docs.map((doc) => doc.id));
        // The watcher's work, nobody acting: recorded as the system's (actor null).
        for (const doc of docs) {
          const changes = { ...named(doc), trashedAt: (doc as Row).deletedAt };
          await recordAudit(trx as unknown as Transaction<Database>, { action: 'purge', entity: kind.key, entityId: doc.id, actor: null, changes });
        }
        return docs;
      });
    },
  };
}
