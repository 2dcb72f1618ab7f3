import 'server-only';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { LeadDetail } from '@/lib/schemas/contact';
import { getDb, type Database } from '../db';
import { recordAudit } from './audit-log';
import { getLeadDetail } from './contact-requests';

// Leads leave the database whole: one deleted by staff, those past the retention period, and everything about one
// e-mail address on a data subject's request (server/privacy.ts).

/** What a deletion records in its own transaction (an audit entry), given the leads it deletes. */
type RecordDeletion = (trx: Transaction<Database>, leads: Array<{ id: string; email: string }>) => Promise<void>;

/**
 * Deletes leads with their notes, timeline and outbox rows (the children first: no engine is trusted to cascade), and
 * `record`s it in the same transaction: a deletion and its audit entry commit together, or neither does.
 */
async function deleteLeadsWhere(filter: (eb: ExpressionBuilder<Database, 'contact_requests'>) => ReturnType<ExpressionBuilder<Database, 'contact_requests'>['and']>, record?: RecordDeletion): Promise<number> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const leads = await trx.selectFrom('contact_requests').select(['id', 'email']).where(filter).execute();
    for (let i = 0; i < leads.length; i += 500) {
      const chunk = leads.slice(i, i + 500).map((lead) => lead.id);
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('lead_activity').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('outbox').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('contact_requests').where('id', 'in', chunk).execute();
    }
    await record?.(trx, leads);
    return leads.length;
  });
}

/** A staff deletion, recorded by the lead's id alone: nothing of the person stays in the log. */
export async function deleteContactRequest(id: string): Promise<boolean> {
  const deleted = await deleteLeadsWhere(
    (eb) => eb.and([eb('id', '=', id)]),
    async (trx, leads) => {
      for (const lead of leads) await recordAudit(trx, { action: 'delete', entity: 'contact-requests', entityId: lead.id });
    },
  );
  return deleted > 0;
}

/** The retention rule: leads received before `cutoff` go, with everything about them (the scheduler's: no staff entry). */
export const deleteLeadsBefore = (cutoff: Date) => deleteLeadsWhere((eb) => eb.and([eb('created_at', '<', cutoff.toISOString())]));

const sameEmail = (email: string) => (eb: ExpressionBuilder<Database, 'contact_requests'>) => eb.and([eb(sql`lower(email)`, '=', email.trim().toLowerCase())]);

/** Everything stored about one e-mail address (a data subject's access request). */
export async function leadsOfEmail(email: string): Promise<LeadDetail[]> {
  const db = await getDb();
  const rows = await db.selectFrom('contact_requests').select('id').where(sameEmail(email)).orderBy('created_at').execute();
  const details = await Promise.all(rows.map((row) => getLeadDetail(row.id)));
  return details.filter((detail): detail is LeadDetail => detail !== null);
}

/**
 * Erases every lead of one e-mail address (a data subject's erasure request); how many went. `record` writes the
 * request's audit entry in the erasure's transaction (server/privacy.ts), also when there was no lead to erase.
 */
export const eraseLeadsOfEmail = (email: string, record?: RecordDeletion) => deleteLeadsWhere(sameEmail(email), record);
