import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { recordAudit } from '@/server/repositories/audit-log';
import { revalidatePublicContent } from '@/server/cache-tags';
import type { Author } from './table-store';
import { idParam } from '@/lib/schemas/fields';
import { publicationTime } from '../field-schemas';
import { z } from '@/lib/schemas/zod';
import type { ServiceResult } from '@/server/services/result';
import { invalid } from '@/server/services/result';
import { changeOf } from '../changes';
import { problemFields } from '../content-checks';
import type { Kind } from '../define-kind';
import { documentChecks } from './document-checks';
import { addressChange, pendingOf, SCHEDULE_AUTHOR, unscheduleBatch } from './document-audit';
import { goingLive } from './document-going-live';
import { AddressTaken, guarded } from './document-store';
import { documentVersions } from './document-versions';
import { scheduleInstant } from './schedule-time';
import { columns, liveOf, workingCopy, type Row, type WorkingCopy } from './working-copy';

// One publication of several documents (issue 21: "one publish can carry a page and the navigation together"): a
// page that links to a new menu item, or a menu that names a new page, go live in one transaction, or none does.
// Each is checked first (src/kit/content-checks.ts), with the others as they will be; each gets its version and its
// redirect and audit entry as a publication of its own would; then every instance expires what they change.
// Scheduled for later, they share a batch id (`publish_batch`), and the schedule watcher publishes them the same way
// when the time comes (`publishDueBatches`), or holds all of them back if one fails its checks then.

const MAX_ITEMS = 10;
const batchSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.string({ error: 'Each item names its kind' }).max(40), id: idParam }).strict(), { error: 'items must be a list of { kind, id }' })
      .min(1, 'Name at least one document to publish')
      .max(MAX_ITEMS, `At most ${MAX_ITEMS} documents are published together`),
    // Absent: now. A time later than now: scheduled together (in the site's zone when it names none, as a single
    // document's schedule).
    publishAt: publicationTime('Publication time').optional(),
  })
  .strict();

type Item = { kind: Kind; row: Row };
class Stale extends Error {}

/** The checks before publishing of each item, with the others as they will be; `{ 'items.<n>.<path>': message }`. */
async function blockingProblems(items: readonly Item[]): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const targets = items.map(({ kind, row }) => documentChecks(kind).target(workingCopy(row)));
  for (const [at, { kind, row }] of items.entries()) {
    const others = targets.filter((_, other) => other !== at);
    const problems = (await documentChecks(kind).of(workingCopy(row), others)).filter((problem) => problem.level === 'error');
    for (const [path, message] of Object.entries(problemFields(problems))) fields[`items.${at}.${path}`] = `${kind.labels.singular}: ${message}`;
  }
  return fields;
}

/**
 * Publishes the items in `trx`, each guarded by the revision read (someone's save in between throws Stale: nothing of
 * the batch is kept). Returns each one's public values before and after, and its working copy.
 */
type Publication = { author: Author; now: string; entry: Record<string, unknown>; batch?: string; publishedAt?: string };

async function publishItems(trx: Transaction<Database>, items: readonly Item[], { author, now, entry, batch, publishedAt = now }: Publication) {
  const out = [];
  for (const { kind, row } of items) {
    const data = pendingOf(row);
    if (data === null) continue;
    await documentVersions(kind).record(trx, row.id, Number(row.revision) + 1, data, author, true, now);
    const set = await guarded(kind, () => goingLive(kind)(trx, row, data, author, publishedAt));
    let update = trx.updateTable('documents').set({ ...set, revision: sql<number>`revision + 1`, updated_at: now }).where('id', '=', row.id).where('revision', '=', Number(row.revision));
    // The watcher's: only while it is still in that batch (a cancel or a schedule of its own since leaves it alone).
    if (batch) update = update.where('publish_batch', '=', batch);
    const result = await guarded(kind, () => update.executeTakeFirst());
    if (Number(result.numUpdatedRows) === 0) throw new Stale();
    await recordAudit(trx, { action: 'publish', entity: kind.key, entityId: row.id, ...(batch ? { actor: null } : {}), changes: { ...entry, ...addressChange(kind, row, set) } });
    const after = { ...row, ...set, revision: Number(row.revision) + 1, updated_at: now };
    out.push({ kind, before: liveOf(row), after: liveOf(after), working: workingCopy(after) });
  }
  return out;
}

/**
 * Publishes the working copies of `items` together now, or schedules them together (`publishAt` later than now);
 * `kinds` are the kinds kept as documents, by key. `mayChange` says whether the author's role may change a kind (each
 * item is checked: nothing is published if one is refused).
 */
export async function publishTogether(kinds: ReadonlyMap<string, Kind>, body: unknown, author: Author, mayChange: (kind: Kind) => boolean): Promise<ServiceResult<WorkingCopy[]>> {
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const named = parsed.data.items.map((item, index) => ({ ...item, index, kind: kinds.get(item.kind) }));
  const unknown = named.find((item) => !item.kind);
  if (unknown) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { [`items.${unknown.index}.kind`]: `No kind "${parsed.data.items[unknown.index]!.kind}" is kept as documents` } };
  const refused = named.find((item) => !mayChange(item.kind!));
  if (refused) return { ok: false, status: 403, code: 'forbidden', message: `Your role cannot publish ${refused.kind!.labels.plural.toLowerCase()}: ask an admin if you need it` };
  const schedule = parsed.data.publishAt === undefined ? null : scheduleInstant(parsed.data.publishAt);
  if (schedule && !schedule.ok) return schedule.result;
  const later = schedule ? schedule.at.toISOString() : null;

  const db = await getDb();
  const read = (kind: Kind, id: string) => db.selectFrom('documents').select(columns).where('kind', '=', kind.key).where('id', '=', id).executeTakeFirst();
  const rows = await Promise.all(named.map((item) => read(item.kind!, item.id)));
  const missing = rows.findIndex((row) => !row);
  if (missing >= 0) return { ok: false, status: 404, code: 'not_found', message: `Document ${named[missing]!.id} not found` };
  const items = named.map((item, index) => ({ kind: item.kind!, row: rows[index]! }));

  // Checked as they stand (a schedule is checked again when its time comes); an error anywhere publishes nothing.
  const fields = await blockingProblems(items);
  const blocked = Object.values(fields);
  if (blocked.length > 0) return { ok: false, status: 400, code: 'publish_blocked', message: `Not published: ${blocked[0]}${blocked.length > 1 ? ` (and ${blocked.length - 1} more)` : ''}`, fields };
  if (items.every(({ row }) => pendingOf(row) === null)) return { ok: false, status: 409, code: 'nothing_to_publish', message: 'None of these has unpublished changes.' };

  const now = new Date().toISOString();
  try {
    if (later) return { ok: true, data: await scheduleItems(items, later, now) };
    const written = await db.transaction().execute((trx) => publishItems(trx, items, { author, now, entry: { batch: true } }));
    for (const { kind, before, after } of written) revalidatePublicContent(changeOf(kind, before, after));
    return { ok: true, data: written.map((entry) => entry.working) };
  } catch (error) {
    if (error instanceof Stale) return { ok: false, status: 412, code: 'edit_conflict', message: 'One of these was saved by someone else meanwhile: nothing was published. Reload, then publish again.' };
    if (error instanceof AddressTaken) return { ok: false, status: 409, code: 'address_taken', message: 'Another page has this address: nothing was published.' };
    throw error;
  }
}

/** Schedules the items with changes for `publishAt` under one new batch id, in one transaction; their working copies. */
async function scheduleItems(items: readonly Item[], publishAt: string, now: string): Promise<WorkingCopy[]> {
  const batch = randomUUID();
  return (await getDb()).transaction().execute(async (trx) => {
    const out: WorkingCopy[] = [];
    for (const { kind, row } of items) {
      if (pendingOf(row) === null) continue;
      const set = { publish_at: publishAt, publish_batch: batch, updated_at: now };
      const result = await trx.updateTable('documents').set({ ...set, revision: sql<number>`revision + 1` }).where('id', '=', row.id).where('revision', '=', Number(row.revision)).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new Stale();
      await recordAudit(trx, { action: 'schedule', entity: kind.key, entityId: row.id, changes: { publishAt, batch: true } });
      out.push(workingCopy({ ...row, ...set, revision: Number(row.revision) + 1 }));
    }
    return out;
  });
}

/**
 * The schedule watcher's side: publishes every batch whose time has come, each in one transaction (any instance may;
 * the revision and batch checks let one win). A batch that fails its checks then is held back whole: unscheduled,
 * drafts kept, an entry per document saying why. Returns the held ones. The watcher expires the publications it
 * finds in its window, as for single documents.
 */
export async function publishDueBatches(kinds: ReadonlyMap<string, Kind>, now: Date): Promise<Array<{ id: string; reason: string }>> {
  const db = await getDb();
  const due = await db.selectFrom('documents').select('publish_batch').distinct().where('publish_batch', 'is not', null).where('publish_at', '<=', now.toISOString()).execute();
  const held: Array<{ id: string; reason: string }> = [];
  for (const { publish_batch: batch } of due) {
    const rows = await db.selectFrom('documents').select([...columns, 'kind']).where('publish_batch', '=', batch!).orderBy('id').execute();
    const items = rows.flatMap((row) => (kinds.has(row.kind) ? [{ kind: kinds.get(row.kind)!, row }] : []));
    // Another instance published them, or someone rescheduled one since the list was read: the next pass looks again.
    if (items.length === 0 || items.some(({ row }) => !row.publish_at || row.publish_at > now.toISOString())) continue;
    const problems = Object.values(await blockingProblems(items));
    // Nobody acted: the entries say why the schedule went (none if another instance held it back first).
    const hold = async (reason: string) => {
      const ids = await db.transaction().execute((trx) => unscheduleBatch(trx, batch!, { now: new Date().toISOString(), actor: null, changes: { scheduled: true, batch: true, reason } }));
      held.push(...ids.map((id) => ({ id, reason })));
    };
    if (problems.length > 0) {
      await hold(problems[0]!);
      continue;
    }
    try {
      // Published as of the time it was scheduled for (as a single document's scheduled publication is), its versions
      // made now: the watcher's window of publications to expire is read by that time, on every instance, and the
      // scheduled time may be long past after a restart.
      const publication = { author: SCHEDULE_AUTHOR, now: new Date().toISOString(), publishedAt: items[0]!.row.publish_at!, entry: { scheduled: true, batch: true }, batch: batch! };
      await db.transaction().execute((trx) => publishItems(trx, items, publication));
    } catch (error) {
      if (error instanceof Stale) continue;
      if (!(error instanceof AddressTaken)) throw error;
      await hold('An address of the batch was taken by another page meanwhile.');
    }
  }
  return held;
}
