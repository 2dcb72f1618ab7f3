import 'server-only';
import { revalidatePublicContent } from '@/server/cache-tags';
import { invalid, missing, parseId, type ServiceResult } from '@/server/services/result';
import { changeOf } from '../changes';
import { slugify } from '@/lib/slug';
import type { Kind, Refusal } from '../define-kind';
import { missingMediaRefusal, storedValues } from './field-storage';
import { documentPublishing, type DocumentPublishing } from './document-publishing';
import { documentService, type DocumentService } from './document-service';
import { documentAnswers } from './document-answers';
import { documentStore, type DocumentStore } from './document-store';
import { cleanRichText } from './rich-text';
import type { ListQuery } from './list-query';
import type { Paged } from '@/lib/schemas/paging';
import { hasHistory, hasTrash, tableStore, type Author, type KindStore, type TableStore, type TableVersionSummary } from './table-store';

// The admin API every kind gets from its definition (docs/decisions/0036, section 3): list, create, update and
// delete, each parsed by the kind's schemas, and every write expiring what the kind shows on every instance.

type Doc = { id: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request's body with its formatted text kept to the allow-list, before the schema reads it (kit/server/rich-text.ts). */
const cleaned = (kind: Kind, body: unknown) => (isRecord(body) ? cleanRichText(kind.fields, body) : body);

/** The fields a PATCH sent (an absent one is undefined after parsing and changes nothing). */
const definedOf = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Who writes and, for a save, the revision they opened (the If-Match header as sent). */
export type WriteContext = { author: Author; ifMatch: string | null };

/**
 * The service rules of every write: parse (400), unknown id (400/404), the kind's own rules (409, or 400 for values
 * that do not fit together), save, expire the public pages. A table kind with a history also answers a save over
 * someone else's with a 412 naming who saved, and keeps its versions; one with a trash keeps a deleted document
 * there until it comes back or goes for good.
 */
export function kindService<D extends Doc>(kind: Kind, store: KindStore<D>) {
  const answers = documentAnswers(kind);
  const refused = (refusal: Refusal): ServiceResult<never> => {
    const fields = refusal.field ? { fields: { [refusal.field]: refusal.message } } : {};
    if (refusal.invalid) return { ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', ...fields };
    return { ok: false, status: 409, code: 'refused', message: refusal.message, ...fields };
  };
  const rules = kind.rules;
  const changed = <T>(before: D | null, after: D | null, data: T): ServiceResult<T> => {
    revalidatePublicContent(changeOf(kind, before, after));
    return { ok: true, data };
  };
  const table = 'table' in kind.storage ? (store as unknown as TableStore<D>) : null;
  const history = hasHistory(kind) ? table : null;
  const trash = hasTrash(kind) ? table : null;
  const slugs = Object.entries(kind.fields).flatMap(([key, field]) => (field.type === 'slug' ? [{ key, field }] : []));
  const inTrash = (doc: D | null) => Boolean(doc && (doc as Record<string, unknown>).deletedAt);

  /** A slug sent empty is made again from its source field (as sent, else as stored); one that stays empty is refused. */
  function slugsRemade(before: Record<string, unknown>, patch: Record<string, unknown>): Refusal | null {
    for (const { key, field } of slugs) {
      if (patch[key] !== '') continue;
      patch[key] = slugify(String(patch[field.from] ?? before[field.from] ?? ''));
      if (patch[key] === '') return { field: key, message: `${field.label} must contain letters or numbers`, invalid: true };
    }
    return null;
  }

  async function updateFrom(rawId: unknown, body: unknown, context?: WriteContext & { restoredVersion?: string }): Promise<ServiceResult<D>> {
    const id = parseId(rawId);
    if (!id.ok) return id.result;
    const expected = answers.expected(context?.ifMatch ?? null);
    if (!expected.ok) return expected.result;
    const parsed = kind.schemas.update.safeParse(cleaned(kind, body));
    if (!parsed.success) return invalid(parsed.error);
    const patch = storedValues(kind.fields, definedOf(parsed.data));
    return answers.writing(async () => {
      const before = await store.get(id.id);
      if (!before || inTrash(before)) return missing(kind.labels.singular);
      const refusal = slugsRemade(before, patch) ?? rules?.update?.(before, { ...before, ...patch }) ?? (await missingMediaRefusal(kind.fields, patch));
      if (refusal) return refused(refusal);
      const options = { author: context?.author, expectedRevision: expected.revision, restoredVersion: context?.restoredVersion };
      const updated = await store.update(id.id, patch, options);
      return updated ? changed(before, updated, updated) : missing(kind.labels.singular);
    });
  }

  /** A version of a table kind with a history, or why not (404). */
  async function versionOf(rawId: unknown, rawVersionId: unknown) {
    const id = parseId(rawId);
    if (!id.ok) return id.result;
    // A version id that is no id names no version: 404, as an unknown one.
    const versionId = parseId(rawVersionId);
    if (!versionId.ok) return missing('Version');
    const version = history && (await history.version(id.id, versionId.id));
    return version ? { ok: true as const, data: version } : missing('Version');
  }

  return {
    /** A staff list as asked (list-query.ts): every document, a page of them, or the trash. */
    async list({ where, state, trash: inTrashList, paging }: ListQuery): Promise<{ data: D[] } | Paged<D>> {
      if (inTrashList) return { data: trash ? await trash.trashed() : [] };
      if (!paging) return { data: await store.list({ where, state }) };
      return store.page(paging, { where, state });
    },
    async createFrom(body: unknown, context?: WriteContext): Promise<ServiceResult<D>> {
      const parsed = kind.schemas.create.safeParse(cleaned(kind, body));
      if (!parsed.success) return invalid(parsed.error);
      const values = storedValues(kind.fields, parsed.data);
      const refusal = rules?.create?.(values) ?? (await missingMediaRefusal(kind.fields, values));
      if (refusal) return refused(refusal);
      return answers.writing(async () => {
        const created = await store.create(values, { author: context?.author });
        return changed(null, created, created);
      });
    },
    updateFrom,
    /** A delete; with a trash, a move there (the document leaves the site and the lists, and can come back). */
    async removeFrom(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const before = rules?.remove ? await store.get(id.id) : null;
      const refusal = before && rules?.remove?.(before);
      if (refusal) return refused(refusal);
      const removed = await store.remove(id.id);
      return removed ? changed(removed, null, null) : missing(kind.labels.singular);
    },
    /** Back from the trash as it was (a draft stays a draft; a published one is public again if its time says so). */
    async untrashFrom(rawId: unknown): Promise<ServiceResult<D>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const restored = trash && (await trash.untrash(id.id));
      return restored ? changed(null, restored, restored) : missing(`${kind.labels.singular} in the trash`);
    },
    /** Deletes a document in the trash for good, with its history (409 for one that is not in the trash). */
    async purgeFrom(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const stored = trash && (await store.get(id.id));
      if (!stored) return missing(kind.labels.singular);
      if (!inTrash(stored)) return { ok: false, status: 409, code: 'not_in_trash', message: `Only a ${answers.label} in the trash can be deleted for good` };
      return (await trash!.purge(id.id)) ? { ok: true, data: null } : missing(kind.labels.singular);
    },
    /** Every save of a table kind with a history, newest first (404 for an unknown id or a kind without one). */
    async versions(rawId: unknown): Promise<ServiceResult<TableVersionSummary[]>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      if (!history || !(await store.get(id.id))) return missing(kind.labels.singular);
      return { ok: true, data: await history.versions(id.id) };
    },
    version: versionOf,
    /** Makes a version's values current again: a save like any other (If-Match, a version of its own, the pages expired). */
    async restore(rawId: unknown, rawVersionId: unknown, context: WriteContext): Promise<ServiceResult<D>> {
      const found = await versionOf(rawId, rawVersionId);
      if (!found.ok) return found;
      return updateFrom(rawId, found.data.values, { ...context, restoredVersion: found.data.id });
    },
  };
}

type Parts<D extends Doc> = {
  store: KindStore<D>;
  service: ReturnType<typeof kindService<D>>;
  /** A kind kept as documents: drafts, publication and history (the staff API uses these instead of `service`). */
  documents?: DocumentService;
  /** Its drafts and publications as stored (the schedule watcher publishes and learns of publications through it). */
  publishing?: DocumentPublishing;
};

const made = new Map<string, Parts<Doc>>();

/** A kind's store and services, made once per process. */
export function kindParts<D extends Doc = Doc>(kind: Kind): Parts<D> {
  let parts = made.get(kind.key);
  if (!parts) {
    if ('documents' in kind.storage) {
      const store = documentStore<Doc>(kind);
      const publishing = documentPublishing(kind);
      parts = { store, service: kindService(kind, store), documents: documentService(kind, store as DocumentStore<Doc>, publishing), publishing };
    } else {
      const store = tableStore<Doc>(kind);
      parts = { store, service: kindService(kind, store) };
    }
    made.set(kind.key, parts);
  }
  return parts as unknown as Parts<D>;
}

/** Deletes what has been in the trash of any of these kinds since before `cutoff` (nobody acting); how many. */
export async function purgeTrashedBefore(kinds: readonly Kind[], cutoff: Date): Promise<number> {
  let purged = 0;
  for (const kind of kinds.filter(hasTrash)) purged += (await (kindParts(kind).store as TableStore<Doc>).purgeTrashedBefore(cutoff)).length;
  return purged;
}
