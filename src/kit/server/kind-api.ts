import 'server-only';
import { revalidatePublicContent } from '@/server/cache-tags';
import { invalid, missing, parseId, type ServiceResult } from '@/server/services/result';
import { changeOf } from '../changes';
import type { Kind } from '../define-kind';
import { documentPublishing, type DocumentPublishing } from './document-publishing';
import { documentService, type DocumentService } from './document-service';
import { documentAnswers } from './document-answers';
import { documentStore, type DocumentStore } from './document-store';
import { cleanRichText } from './rich-text';
import { hasHistory, tableStore, type Author, type KindStore, type TableStore, type TableVersionSummary } from './table-store';

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
 * The service rules of every write: parse (400), unknown id (400/404), save, expire the public pages. A table kind
 * with a history also answers a save over someone else's with a 412 naming who saved, and keeps its versions.
 */
export function kindService<D extends Doc>(kind: Kind, store: KindStore<D>) {
  const answers = documentAnswers(kind);
  const refused = (refusal: { message: string; field?: string }): ServiceResult<never> => ({
    ok: false,
    status: 409,
    code: 'refused',
    message: refusal.message,
    ...(refusal.field ? { fields: { [refusal.field]: refusal.message } } : {}),
  });
  const rules = kind.rules;
  const changed = <T>(before: D | null, after: D | null, data: T): ServiceResult<T> => {
    revalidatePublicContent(changeOf(kind, before, after));
    return { ok: true, data };
  };
  const history = hasHistory(kind) ? (store as unknown as TableStore<D>) : null;

  async function updateFrom(rawId: unknown, body: unknown, context?: WriteContext): Promise<ServiceResult<D>> {
    const id = parseId(rawId);
    if (!id.ok) return id.result;
    const expected = answers.expected(context?.ifMatch ?? null);
    if (!expected.ok) return expected.result;
    const parsed = kind.schemas.update.safeParse(cleaned(kind, body));
    if (!parsed.success) return invalid(parsed.error);
    return answers.writing(async () => {
      const before = await store.get(id.id);
      const refusal = before && rules?.update?.(before, { ...before, ...definedOf(parsed.data) });
      if (refusal) return refused(refusal);
      const updated = before && (await store.update(id.id, parsed.data, { author: context?.author, expectedRevision: expected.revision }));
      return updated ? changed(before, updated, updated) : missing(kind.labels.singular);
    });
  }

  /** A version of a table kind with a history, or why not (404). */
  async function versionOf(rawId: unknown, rawVersionId: unknown) {
    const id = parseId(rawId);
    if (!id.ok) return id.result;
    const versionId = parseId(rawVersionId);
    if (!versionId.ok) return versionId.result;
    const version = history && (await history.version(id.id, versionId.id));
    return version ? { ok: true as const, data: version } : missing('Version');
  }

  return {
    async createFrom(body: unknown, context?: WriteContext): Promise<ServiceResult<D>> {
      const parsed = kind.schemas.create.safeParse(cleaned(kind, body));
      if (!parsed.success) return invalid(parsed.error);
      const refusal = rules?.create?.(parsed.data);
      if (refusal) return refused(refusal);
      return answers.writing(async () => {
        const created = await store.create(parsed.data, { author: context?.author });
        return changed(null, created, created);
      });
    },
    updateFrom,
    async removeFrom(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const before = rules?.remove ? await store.get(id.id) : null;
      const refusal = before && rules?.remove?.(before);
      if (refusal) return refused(refusal);
      const removed = await store.remove(id.id);
      return removed ? changed(removed, null, null) : missing(kind.labels.singular);
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
      return updateFrom(rawId, found.data.values, context);
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
