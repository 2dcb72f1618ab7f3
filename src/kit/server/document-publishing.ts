import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/server/db';
import { recordAudit } from '@/server/repositories/audit-log';
import type { Kind } from '../define-kind';
import type { Author } from './table-store';
import { addressChange, documentChanges, pendingOf, SCHEDULE_AUTHOR, unscheduleBatch } from './document-audit';
import { documentRows } from './document-rows';
import { AddressTaken } from './document-store';
import { documentVersions } from './document-versions';
import { goingLive } from './document-going-live';
import { documentChecks } from './document-checks';
import { NothingToPublish, StaleDocument } from './document-refusals';
import { columns, liveOf, parse, workingCopy, type WorkingCopy } from './working-copy';

export type { Author };
export type { WorkingCopy };

// Drafts, scheduled publication and history of the documents of a kind (docs/decisions/0036, section 9).
// `data`, `address` and `visible` are what the public site shows and change only by a publication; staff save into
// `draft`. Every write bumps `revision` in the UPDATE itself (so two instances cannot both pass a stale check) and
// keeps a version of the working copy with its author, and its audit entry (issue 23), in the same transaction.

export function documentPublishing(kind: Kind) {
  const history = documentVersions(kind);
  const recordVersion = history.record;
  const { ofKind, read, writeRow } = documentRows(kind, history);

  const publish = goingLive(kind);
  const checks = documentChecks(kind);

  return {
    async working(id: string): Promise<WorkingCopy | null> {
      const row = await read(id);
      return row ? workingCopy(row) : null;
    },

    /** Every document's working copy, newest first (the staff list). */
    async workingList(): Promise<WorkingCopy[]> {
      // The kind's order (the job openings oldest first, as the careers page lists them), else newest first.
      const rows = await (await ofKind()).select(columns).orderBy(kind.order?.field === 'updatedAt' ? 'updated_at' : 'created_at', kind.order?.direction ?? 'desc').orderBy('id').execute();
      return rows.map(workingCopy);
    },

    /** A new document, a draft no visitor sees until it is published. */
    async createDraft(values: Record<string, unknown>, author: Author): Promise<WorkingCopy> {
      const now = new Date().toISOString();
      const row = { id: randomUUID(), kind: kind.key, address: null, data: '{}', draft: JSON.stringify(values), visible: false, revision: 1, published_at: null, publish_at: null, publish_batch: null, created_at: now, updated_at: now };
      await (await getDb()).transaction().execute(async (trx) => {
        await trx.insertInto('documents').values(row).execute();
        await recordVersion(trx, row.id, 1, row.draft, author, false, now);
        await recordAudit(trx, { action: 'create', entity: kind.key, entityId: row.id, changes: documentChanges(kind, {}, values) });
      });
      return workingCopy(row);
    },

    /**
     * Saves the working copy (whole, already validated). The same values as the published ones leave no draft.
     * Null when unknown; throws StaleDocument when `expectedRevision` is not the current one. `restoring`: the
     * revision of the version these values come from (recorded as a restore, not a save).
     */
    async saveDraft(id: string, values: Record<string, unknown>, options: { author: Author; expectedRevision?: number; restoring?: number }): Promise<WorkingCopy | null> {
      const json = JSON.stringify(values);
      const written = await writeRow(id, options.expectedRevision, async (row, trx, now) => {
        await recordVersion(trx, id, Number(row.revision) + 1, json, options.author, false, now);
        const changes = documentChanges(kind, parse(row.draft ?? row.data), values);
        // An autosave that changed nothing is kept (its revision moves on) but is not worth an entry; a restore always is.
        if (options.restoring !== undefined) await recordAudit(trx, { action: 'restore', entity: kind.key, entityId: id, changes: { version: options.restoring, ...changes } });
        else if (Object.keys(changes).length > 0) await recordAudit(trx, { action: 'update', entity: kind.key, entityId: id, changes });
        return { draft: row.published_at !== null && json === row.data ? null : json };
      });
      return written && workingCopy(written.after);
    },

    /**
     * Publishes the working copy now, or schedules it (`publishAt` later than now). Returns the public values
     * before and after (for the change to expire) with the working copy; null when unknown.
     */
    async publish(id: string, options: { author: Author; publishAt?: Date; expectedRevision?: number }) {
      const later = options.publishAt && options.publishAt.getTime() > Date.now() ? options.publishAt.toISOString() : null;
      const written = await writeRow(id, options.expectedRevision, async (row, trx, now) => {
        const pending = pendingOf(row);
        if (pending === null) throw new NothingToPublish();
        if (later) {
          await recordAudit(trx, { action: 'schedule', entity: kind.key, entityId: id, changes: { publishAt: later } });
          // Scheduled on its own now: it leaves any batch it was scheduled with.
          return { publish_at: later, publish_batch: null };
        }
        await recordVersion(trx, id, Number(row.revision) + 1, pending, options.author, true, now);
        const set = await publish(trx, row, pending, options.author, now);
        await recordAudit(trx, { action: 'publish', entity: kind.key, entityId: id, changes: addressChange(kind, row, set) });
        return set;
      });
      return written && { before: liveOf(written.before), after: liveOf(written.after), working: workingCopy(written.after) };
    },

    /**
     * Cancels a scheduled publication; the draft stays. Documents scheduled together are cancelled together (they were
     * to go live as one: the page without the menu that names it, or the reverse, is what the batch was for).
     */
    async unschedule(id: string, options: { expectedRevision?: number }) {
      const written = await writeRow(id, options.expectedRevision, async (row, trx, now) => {
        if (!row.publish_at) throw new NothingToPublish();
        await recordAudit(trx, { action: 'unschedule', entity: kind.key, entityId: id, changes: { publishAt: row.publish_at } });
        // The others of its batch too (each with its entry): they were to go live as one.
        if (row.publish_batch) await unscheduleBatch(trx, row.publish_batch, { except: id, now, changes: { publishAt: row.publish_at, batch: true } });
        return { publish_at: null, publish_batch: null };
      });
      return written && workingCopy(written.after);
    },

    /** Deletes the document and its history; false when unknown. */
    async remove(id: string): Promise<boolean> {
      return (await getDb()).transaction().execute(async (trx) => {
        const row = await trx.selectFrom('documents').select(['draft', 'data']).where('id', '=', id).where('kind', '=', kind.key).executeTakeFirst();
        const result = await trx.deleteFrom('documents').where('id', '=', id).where('kind', '=', kind.key).executeTakeFirst();
        if (!row || Number(result.numDeletedRows) === 0) return false;
        await trx.deleteFrom('document_versions').where('document_id', '=', id).execute();
        // Its history goes with it: the entry keeps what it said (its texts, clipped), and who deleted it.
        await recordAudit(trx, { action: 'delete', entity: kind.key, entityId: id, changes: documentChanges(kind, parse(row.draft ?? row.data), {}) });
        return true;
      });
    },

    /**
     * Publishes every draft whose time has come (any instance may; the revision check lets one win each), checked
     * again first: what it links to may have gone since it was scheduled. Returns the ones held back, with why: an
     * error of the checks, or an address another document took meanwhile. Their draft stays, unscheduled, and the
     * editor shows the checks' errors.
     */
    async publishDue(now: Date): Promise<Array<{ id: string; reason: string }>> {
      // Those scheduled together go live together (document-batch.ts `publishDueBatches`), not one by one here.
      const due = await (await ofKind()).select('id').where('publish_at', '<=', now.toISOString()).where('publish_batch', 'is', null).execute();
      const held: Array<{ id: string; reason: string }> = [];
      const hold = async (id: string, reason: string, revision?: number) => {
        await (await getDb()).transaction().execute(async (trx) => {
          const unschedule = trx.updateTable('documents').set({ publish_at: null }).where('id', '=', id).where('kind', '=', kind.key).where('publish_at', 'is not', null);
          // Only the schedule it checked: a save or a new schedule since then is judged on its next pass.
          const result = await (revision === undefined ? unschedule : unschedule.where('revision', '=', revision)).executeTakeFirst();
          // Nobody acted: the entry says why the schedule went.
          if (Number(result.numUpdatedRows) > 0) await recordAudit(trx, { action: 'unschedule', entity: kind.key, entityId: id, actor: null, changes: { scheduled: true, reason } });
        });
        held.push({ id, reason });
      };
      for (const { id } of due) {
        const current = await read(id);
        if (!current?.publish_at || current.publish_at > now.toISOString()) continue;
        const errors = (await checks.of(workingCopy(current) as Record<string, unknown>)).filter((problem) => problem.level === 'error');
        if (errors.length > 0) {
          await hold(id, errors[0]!.message, Number(current.revision));
          continue;
        }
        try {
          await writeRow(id, Number(current.revision), async (row, trx, at) => {
            if (!row.publish_at || row.publish_at > now.toISOString()) throw new NothingToPublish();
            const pending = row.draft ?? row.data;
            await recordVersion(trx, id, Number(row.revision) + 1, pending, SCHEDULE_AUTHOR, true, at);
            const set = await publish(trx, row, pending, SCHEDULE_AUTHOR, row.publish_at);
            // The system's: the watcher runs outside any request (whoever scheduled it has their 'schedule' entry).
            await recordAudit(trx, { action: 'publish', entity: kind.key, entityId: id, actor: null, changes: { scheduled: true, ...addressChange(kind, row, set) } });
            return set;
          });
        } catch (error) {
          // Another instance published it, or it changed since it was checked: the next pass looks again.
          if (error instanceof NothingToPublish || error instanceof StaleDocument) continue;
          if (!(error instanceof AddressTaken)) throw error;
          await hold(id, 'Its address was taken by another page meanwhile.');
        }
      }
      return held;
    },

    // History: the versions, one version whole, and the publications of a window (document-versions.ts).
    versions: history.list,
    version: history.one,
    publishedBetween: history.publishedBetween,
  };
}

export type DocumentPublishing = ReturnType<typeof documentPublishing>;
