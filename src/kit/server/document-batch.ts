import 'server-only';
import { sql } from 'kysely';
import { getDb } from '@/server/db';
import { recordAudit } from '@/server/repositories/audit-log';
import { revalidatePublicContent } from '@/server/cache-tags';
import type { authorOf } from '@/server/http/route';
import { idParam } from '@/lib/schemas/fields';
import { z } from '@/lib/schemas/zod';
import type { ServiceResult } from '@/server/services/result';
import { invalid } from '@/server/services/result';
import { changeOf } from '../changes';
import { problemFields } from '../content-checks';
import type { Kind } from '../define-kind';
import { documentChecks } from './document-checks';
import { addressChange } from './document-publishing';
import { goingLive } from './document-going-live';
import { AddressTaken, guarded } from './document-store';
import { documentVersions } from './document-versions';
import { columns, liveOf, workingCopy, type WorkingCopy } from './working-copy';

// One publication of several documents (issue 21: "one publish can carry a page and the navigation together"): a
// page that links to a new menu item, or a menu that names a new page, go live in one transaction, or none does.
// Each is checked first (src/kit/content-checks.ts), with the others as they will be; each gets its version and its
// redirect and audit entry as a publication of its own would; then every instance expires what they change.

const MAX_ITEMS = 10;
const batchSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.string({ error: 'Each item names its kind' }).max(40), id: idParam }).strict(), { error: 'items must be a list of { kind, id }' })
      .min(1, 'Name at least one document to publish')
      .max(MAX_ITEMS, `At most ${MAX_ITEMS} documents are published together`),
  })
  .strict();

type Author = ReturnType<typeof authorOf>;
class Stale extends Error {}

/**
 * Publishes the working copies of `items` together; `kinds` are the kinds kept as documents, by key. `mayChange`
 * says whether the author's role may change a kind (each item is checked: nothing is published if one is refused).
 */
export async function publishTogether(kinds: ReadonlyMap<string, Kind>, body: unknown, author: Author, mayChange: (kind: Kind) => boolean): Promise<ServiceResult<WorkingCopy[]>> {
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const items = parsed.data.items.map((item, index) => ({ ...item, index, kind: kinds.get(item.kind) }));
  const unknown = items.find((item) => !item.kind);
  if (unknown) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { [`items.${unknown.index}.kind`]: `No kind "${parsed.data.items[unknown.index]!.kind}" is kept as documents` } };
  const refused = items.find((item) => !mayChange(item.kind!));
  if (refused) return { ok: false, status: 403, code: 'forbidden', message: `Your role cannot publish ${refused.kind!.labels.plural.toLowerCase()}: ask an admin if you need it` };

  const db = await getDb();
  const read = (kind: Kind, id: string) => db.selectFrom('documents').select(columns).where('kind', '=', kind.key).where('id', '=', id).executeTakeFirst();
  const rows = await Promise.all(items.map((item) => read(item.kind!, item.id)));
  const missing = rows.findIndex((row) => !row);
  if (missing >= 0) return { ok: false, status: 404, code: 'not_found', message: `Document ${items[missing]!.id} not found` };

  // Checked as they stand; an error anywhere publishes nothing, each problem named by its item.
  const fields: Record<string, string> = {};
  const targets = items.map((item, at) => documentChecks(item.kind!).target(workingCopy(rows[at]!)));
  for (const [at, item] of items.entries()) {
    const others = targets.filter((_, other) => other !== at);
    const problems = (await documentChecks(item.kind!).of(workingCopy(rows[at]!), others)).filter((problem) => problem.level === 'error');
    for (const [path, message] of Object.entries(problemFields(problems))) fields[`items.${at}.${path}`] = `${item.kind!.labels.singular}: ${message}`;
  }
  const blocked = Object.values(fields);
  if (blocked.length > 0) return { ok: false, status: 400, code: 'publish_blocked', message: `Not published: ${blocked[0]}${blocked.length > 1 ? ` (and ${blocked.length - 1} more)` : ''}`, fields };
  const pending = rows.map((row) => row!.draft ?? (row!.published_at === null ? row!.data : null));
  if (pending.every((data) => data === null)) return { ok: false, status: 409, code: 'nothing_to_publish', message: 'None of these has unpublished changes.' };

  const now = new Date().toISOString();
  try {
    const written = await db.transaction().execute(async (trx) => {
      const out = [];
      for (const [at, item] of items.entries()) {
        const row = rows[at]!;
        const data = pending[at];
        if (data === null || data === undefined) continue;
        const kind = item.kind!;
        await documentVersions(kind).record(trx, row.id, Number(row.revision) + 1, data, author, true, now);
        const set = await guarded(kind, () => goingLive(kind)(trx, row, data, author, now));
        // The revision read is still the row's, or someone saved in between: then nothing of the batch is kept.
        const result = await guarded(kind, () => trx.updateTable('documents').set({ ...set, revision: sql<number>`revision + 1`, updated_at: now }).where('id', '=', row.id).where('revision', '=', Number(row.revision)).executeTakeFirst());
        if (Number(result.numUpdatedRows) === 0) throw new Stale();
        await recordAudit(trx, { action: 'publish', entity: kind.key, entityId: row.id, changes: { batch: true, ...addressChange(kind, row, set) } });
        const after = { ...row, ...set, revision: Number(row.revision) + 1, updated_at: now };
        out.push({ kind, before: liveOf(row), after: liveOf(after), working: workingCopy(after) });
      }
      return out;
    });
    for (const { kind, before, after } of written) revalidatePublicContent(changeOf(kind, before, after));
    return { ok: true, data: written.map((entry) => entry.working) };
  } catch (error) {
    if (error instanceof Stale) return { ok: false, status: 412, code: 'edit_conflict', message: 'One of these was saved by someone else meanwhile: nothing was published. Reload, then publish again.' };
    if (error instanceof AddressTaken) return { ok: false, status: 409, code: 'address_taken', message: 'Another page has this address: nothing was published.' };
    throw error;
  }
}
