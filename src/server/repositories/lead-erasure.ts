import 'server-only';
import { sql, type ExpressionBuilder } from 'kysely';
import type { LeadDetail } from '@/lib/schemas/contact';
import { getDb, type Database } from '../db';
import { getLeadDetail } from './contact-requests';

// Leads leave the database whole: one deleted by staff, those past the retention period, and everything about one
// e-mail address on a data subject's request (server/privacy.ts).

/** Deletes leads with their notes, timeline and outbox rows (the children first: no engine is trusted to cascade). */
async function deleteLeadsWhere(filter: (eb: ExpressionBuilder<Database, 'contact_requests'>) => ReturnType<ExpressionBuilder<Database, 'contact_requests'>['and']>): Promise<number> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('contact_requests').select('id').where(filter).execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('lead_activity').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('outbox').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('contact_requests').where('id', 'in', chunk).execute();
    }
    return ids.length;
  });
}

export async function deleteContactRequest(id: string): Promise<boolean> {
  return (await deleteLeadsWhere((eb) => eb.and([eb('id', '=', id)]))) > 0;
}

/** The retention rule: leads received before `cutoff` go, with everything about them. */
export const deleteLeadsBefore = (cutoff: Date) => deleteLeadsWhere((eb) => eb.and([eb('created_at', '<', cutoff.toISOString())]));

const sameEmail = (email: string) => (eb: ExpressionBuilder<Database, 'contact_requests'>) => eb.and([eb(sql`lower(email)`, '=', email.trim().toLowerCase())]);

/** Everything stored about one e-mail address (a data subject's access request). */
export async function leadsOfEmail(email: string): Promise<LeadDetail[]> {
  const db = await getDb();
  const rows = await db.selectFrom('contact_requests').select('id').where(sameEmail(email)).orderBy('created_at').execute();
  const details = await Promise.all(rows.map((row) => getLeadDetail(row.id)));
  return details.filter((detail): detail is LeadDetail => detail !== null);
}

/** Erases every lead of one e-mail address (a data subject's erasure request); how many went. */
export const eraseLeadsOfEmail = (email: string) => deleteLeadsWhere(sameEmail(email));
