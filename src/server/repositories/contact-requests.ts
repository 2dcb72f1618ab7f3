import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Attribution } from '@/lib/attribution';
import { sourceOf } from '@/lib/attribution';
import type { ContactRequest, ContactStatus, LeadDetail, LeadNote } from '@/lib/schemas/contact';
import type { LeadUpdate } from '@/lib/schemas/lead';
import { getDb, type Database } from '../db';
import type { ContactRequestsTable } from '../db/schema';
import { deliveriesOf, enqueue } from '../outbox/repository';
import { fieldChanges, recordAudit } from './audit-log';
import { activityOf, recordActivity } from './lead-activity';

export type Row = Selectable<ContactRequestsTable>;

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A stored row as the API shows it. */
export function toContactRequest(row: Row): ContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    phone: row.phone,
    service: row.service,
    industry: row.industry,
    status: row.status as ContactStatus,
    ownerId: row.owner_id,
    source: row.source,
    attribution: parseJson<Attribution | null>(row.attribution, null),
    marketingConsent: row.marketing_consent_at && row.consent_version ? { at: row.marketing_consent_at, version: row.consent_version } : null,
    spamReasons: parseJson<string[]>(row.spam_reasons, []),
    userAgent: row.user_agent,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the contact service stores: the spec's four fields, the optional ones, and what the server worked out. */
export type NewLead = {
  name: string;
  email: string;
  company: string;
  message: string;
  phone?: string | null;
  service?: string | null;
  industry?: string | null;
  marketingConsent?: { at: string; version: string } | null;
  attribution?: Attribution | null;
  /** Non-empty: stored as spam, with no notification. */
  spamReasons?: string[];
};

/** Stores a lead, its first timeline entry and its notifications (`channels`) in one transaction: none is ever lost. */
export async function createContactRequest(input: NewLead, userAgent: string | null, channels: readonly string[] = []): Promise<ContactRequest> {
  const db = await getDb();
  const at = new Date();
  const now = at.toISOString();
  const spamReasons = input.spamReasons ?? [];
  const attribution = input.attribution ?? null;
  const row: Row = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
    status: spamReasons.length > 0 ? 'spam' : 'new',
    user_agent: userAgent ? userAgent.slice(0, 500) : null,
    owner_id: null,
    phone: input.phone || null,
    service: input.service || null,
    industry: input.industry || null,
    marketing_consent_at: input.marketingConsent?.at ?? null,
    consent_version: input.marketingConsent?.version ?? null,
    attribution: attribution ? JSON.stringify(attribution) : null,
    source: sourceOf(attribution),
    spam_reasons: spamReasons.length > 0 ? JSON.stringify(spamReasons) : null,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_requests').values(row).execute();
    await recordActivity(trx, row.id, 'created', { source: row.source }, null, at);
    if (spamReasons.length > 0) await recordActivity(trx, row.id, 'spam', { reasons: spamReasons.join(', ') }, null, at);
    // Spam is kept for review but announced nowhere.
    else await enqueue(trx, { leadId: row.id }, channels, at);
  });
  return toContactRequest(row);
}

/** Every request, newest first (small data sets and tests; the inbox pages with listLeads). */
export async function listContactRequests(): Promise<ContactRequest[]> {
  const db = await getDb();
  const rows = await db.selectFrom('contact_requests').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toContactRequest);
}

export async function getContactRequest(id: string): Promise<ContactRequest | null> {
  const db = await getDb();
  const row = await db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toContactRequest(row) : null;
}

async function notesOf(db: Kysely<Database>, leadId: string): Promise<LeadNote[]> {
  const rows = await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, authorEmail: row.author_email, body: row.body, createdAt: row.created_at }));
}

export async function getLeadDetail(id: string): Promise<LeadDetail | null> {
  const db = await getDb();
  const lead = await getContactRequest(id);
  if (!lead) return null;
  const [notes, activity, deliveries] = await Promise.all([notesOf(db, id), activityOf(db, id), deliveriesOf(db, { leadId: id })]);
  return { ...lead, notes, activity, deliveries };
}

export type Actor = { id: string | null; email: string };

/** Changes status and/or owner; each change is a timeline entry, and together an audit entry. Null when there is no such lead. */
export async function updateLead(id: string, update: LeadUpdate, actor: Actor): Promise<ContactRequest | null> {
  const db = await getDb();
  const at = new Date();
  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('contact_requests').select(['status', 'owner_id']).where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const set: Partial<Row> = { updated_at: at.toISOString() };
    if (update.status !== undefined && update.status !== current.status) {
      set.status = update.status;
      await recordActivity(trx, id, 'status', { from: current.status, to: update.status }, actor.email, at);
    }
    if (update.ownerId !== undefined && update.ownerId !== current.owner_id) {
      set.owner_id = update.ownerId;
      await recordActivity(trx, id, 'owner', { from: current.owner_id, to: update.ownerId }, actor.email, at);
    }
    await trx.updateTable('contact_requests').set(set).where('id', '=', id).execute();
    // The audit entry commits with the change, or neither does; a save that changes nothing has nothing to record.
    const before = { status: current.status, ownerId: current.owner_id };
    const changes = fieldChanges(before, { status: set.status ?? before.status, ownerId: set.owner_id === undefined ? before.ownerId : set.owner_id });
    if (Object.keys(changes).length > 0) await recordAudit(trx, { action: 'update', entity: 'contact-requests', entityId: id, changes });
    return true;
  });
  return changed ? getContactRequest(id) : null;
}

/** The earlier status-only update, kept for callers of the two-state inbox. */
export const updateContactRequestStatus = (id: string, status: ContactStatus) => updateLead(id, { status }, { id: null, email: 'system' });

/** Adds a note (and its timeline and audit entries); null when there is no such lead. */
export async function addLeadNote(leadId: string, body: string, actor: Actor): Promise<LeadNote | null> {
  const db = await getDb();
  const at = new Date();
  const note = { id: randomUUID(), lead_id: leadId, author_id: actor.id, author_email: actor.email, body, created_at: at.toISOString() };
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('contact_requests').select('id').where('id', '=', leadId).executeTakeFirst();
    if (!exists) return null;
    await trx.insertInto('lead_notes').values(note).execute();
    await recordActivity(trx, leadId, 'note', { noteId: note.id }, actor.email, at);
    // A new note: its id and length, in the note's transaction. Not its words: staff notes are about a person, and
    // the log outlives an erasure of that person's data.
    await recordAudit(trx, { action: 'note', entity: 'contact-requests', entityId: leadId, changes: { noteId: note.id, characters: body.length } });
    await trx.updateTable('contact_requests').set({ updated_at: note.created_at }).where('id', '=', leadId).execute();
    return { id: note.id, authorEmail: note.author_email, body: note.body, createdAt: note.created_at };
  });
}
