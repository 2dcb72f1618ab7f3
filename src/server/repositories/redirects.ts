import 'server-only';
import type { Transaction } from 'kysely';
import { getDb, type Database } from '../db';
import { fieldChanges, recordAudit } from './audit-log';

export type Redirect = { fromPath: string; toPath: string; resourceId: string | null; documentId: string | null; createdBy: string | null; createdAt: string };

// The invariant every write keeps (docs/decisions/0015): no redirect points at a path that itself redirects, so
// a request is redirected at most once and a loop cannot exist.

/**
 * `from` now answers 308 to `to`: a page moved. Redirects that pointed at `from` follow it (chains collapse), and
 * one from `to` goes (that path is a page again). Runs inside the caller's transaction.
 */
export async function moveRedirects(trx: Transaction<Database>, move: { from: string; to: string; resourceId: string | null; documentId?: string | null; by: string | null; at: string }): Promise<void> {
  const made = { resource_id: move.resourceId, document_id: move.documentId ?? null, created_by: move.by, created_at: move.at };
  await trx.deleteFrom('redirects').where('from_path', '=', move.to).execute();
  await trx.updateTable('redirects').set({ to_path: move.to }).where('to_path', '=', move.from).execute();
  await trx
    .insertInto('redirects')
    .values({ from_path: move.from, to_path: move.to, ...made })
    .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_path: move.to, ...made }))
    .execute();
}

/** Where a path redirects to, or null. */
export async function findRedirect(fromPath: string): Promise<string | null> {
  const db = await getDb();
  const row = await db.selectFrom('redirects').select('to_path').where('from_path', '=', fromPath).executeTakeFirst();
  return row?.to_path ?? null;
}

const fromRow = (row: { from_path: string; to_path: string; resource_id: string | null; document_id: string | null; created_by: string | null; created_at: string }): Redirect => ({
  fromPath: row.from_path,
  toPath: row.to_path,
  resourceId: row.resource_id,
  documentId: row.document_id,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** Every redirect, newest first. */
export async function listRedirects(): Promise<Redirect[]> {
  const db = await getDb();
  const rows = await db.selectFrom('redirects').selectAll().orderBy('created_at', 'desc').orderBy('from_path').execute();
  return rows.map(fromRow);
}

/**
 * Adds a redirect by hand, keeping the invariant: a target that redirects is followed to its end, and a target
 * that ends at `from` is refused (null: it would loop). Returns the redirect as stored. Recorded in the audit log in
 * the same transaction (before: the target it replaced, when `from` already redirected).
 */
export async function addRedirect(from: string, to: string, by: string): Promise<Redirect | null> {
  const db = await getDb();
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const target = (await trx.selectFrom('redirects').select('to_path').where('from_path', '=', to).executeTakeFirst())?.to_path ?? to;
    if (target === from) return null;
    const previous = await trx.selectFrom('redirects').select('to_path').where('from_path', '=', from).executeTakeFirst();
    await moveRedirects(trx, { from, to: target, resourceId: null, by, at });
    const row = await trx.selectFrom('redirects').selectAll().where('from_path', '=', from).executeTakeFirstOrThrow();
    const changes = fieldChanges(previous ? { fromPath: from, toPath: previous.to_path } : null, { fromPath: from, toPath: row.to_path });
    await recordAudit(trx, { action: 'create', entity: 'redirects', entityId: from, changes });
    return fromRow(row);
  });
}

/** Removes a redirect, with its audit entry in the same transaction; whether there was one. */
export async function removeRedirect(fromPath: string): Promise<boolean> {
  return (await getDb()).transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('redirects').where('from_path', '=', fromPath).returning('to_path').executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, { action: 'delete', entity: 'redirects', entityId: fromPath, changes: { fromPath, toPath: row.to_path } });
    return true;
  });
}
