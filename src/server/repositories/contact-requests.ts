import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { ContactRequest, ContactStatus, ContactValues } from '@/lib/schemas/contact';
import { getDb } from '../db';
import type { ContactRequestsTable } from '../db/schema';

const columns = ['id', 'name', 'email', 'company', 'message', 'status', 'user_agent', 'created_at', 'updated_at'] as const;

function toContactRequest(row: Selectable<ContactRequestsTable>): ContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    status: row.status === 'handled' ? 'handled' : 'new',
    userAgent: row.user_agent,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function createContactRequest(input: Omit<ContactValues, 'website'>, userAgent: string | null): Promise<ContactRequest> {
  const db = await getDb();
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
    status: 'new',
    user_agent: userAgent ? userAgent.slice(0, 500) : null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('contact_requests').values(row).execute();
  return toContactRequest(row);
}

/** Every request, newest first. */
export async function listContactRequests(): Promise<ContactRequest[]> {
  const db = await getDb();
  const rows = await db.selectFrom('contact_requests').select(columns).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toContactRequest);
}

export async function getContactRequest(id: string): Promise<ContactRequest | null> {
  const db = await getDb();
  const row = await db.selectFrom('contact_requests').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toContactRequest(row) : null;
}

export async function updateContactRequestStatus(id: string, status: ContactStatus): Promise<ContactRequest | null> {
  const db = await getDb();
  const result = await db
    .updateTable('contact_requests')
    .set({ status, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getContactRequest(id);
}

export async function deleteContactRequest(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom('contact_requests').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The dashboard's badge: requests nobody has handled yet. */
export async function countNewContactRequests(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom('contact_requests')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string.
  return Number(row.count);
}
