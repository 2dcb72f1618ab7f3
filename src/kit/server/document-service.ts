import 'server-only';
import { revalidatePublicContent } from '@/server/cache-tags';
import { invalid, missing, parseId, type ServiceResult } from '@/server/services/result';
import { publicationTime } from '../field-schemas';
import { revisionEtag } from '../revision-etag';
import { z } from '@/lib/schemas/zod';
import { changeOf } from '../changes';
import type { Kind } from '../define-kind';
import { documentAnswers } from './document-answers';
import { documentChecks } from './document-checks';
import { addressFieldOf, type DocumentStore } from './document-store';
import { scheduleInstant } from './schedule-time';
import { cleanRichText } from './rich-text';
import type { Author, DocumentPublishing, WorkingCopy } from './document-publishing';

// The staff API of a kind kept as documents (docs/decisions/0036, section 9): a save is a draft no visitor sees;
// a publication, now or at a time, makes the working copy public and expires it on every instance.

const publishSchema = z
  .object({
    // null cancels a scheduled publication; absent publishes now.
    publishAt: publicationTime('Publication time').nullable().optional(),
  })
  .strict();

export type DocumentSummary = { id: string; status: WorkingCopy['status']; live: boolean; updatedAt: string } & Record<string, unknown>;

type WriteContext = { author: Author; ifMatch: string | null };
/** A save that puts back a version (its revision): recorded as a restore. */
type SaveContext = WriteContext & { restoring?: number };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function documentService<D extends { id: string }>(kind: Kind, store: DocumentStore<D>, publishing: DocumentPublishing) {
  const addressField = addressFieldOf(kind);
  const fieldNames = Object.keys(kind.fields);
  const valuesOf = (copy: WorkingCopy) => Object.fromEntries(fieldNames.map((name) => [name, copy[name]]));
  const checks = documentChecks(kind);
  /** A working copy as staff get it: with the checks before publishing of its values (`checks`). */
  const checked = async (copy: WorkingCopy): Promise<ServiceResult<WorkingCopy>> => ({ ok: true, data: { ...copy, checks: await checks.of(valuesOf(copy)) } });
  const { label, conflict, addressTaken, expected, writing } = documentAnswers(kind);

  /** A live address another document of the kind has (a draft's is checked when it is published). */
  async function addressInUse(values: Record<string, unknown>, id?: string): Promise<ServiceResult<never> | null> {
    if (!addressField) return null;
    const holder = await store.getByAddress(String(values[addressField]));
    return holder && holder.id !== id ? addressTaken(addressField) : null;
  }

  return {
    async list(): Promise<DocumentSummary[]> {
      const shown = [...new Set([kind.card.title, ...(addressField ? [addressField] : []), ...(kind.card.flag ? [kind.card.flag.field] : [])])];
      return (await publishing.workingList()).map((copy) => ({
        id: copy.id,
        ...Object.fromEntries(shown.map((name) => [name, copy[name]])),
        status: copy.status,
        live: copy.live,
        updatedAt: copy.updatedAt,
      }));
    },

    async get(rawId: unknown): Promise<ServiceResult<WorkingCopy>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const copy = await publishing.working(id.id);
      return copy ? checked(copy) : missing(kind.labels.singular);
    },

    /** The one document of a singleton kind (the navigation, the footer), or null before the seed made it. */
    async singletonId(): Promise<string | null> {
      return (await publishing.workingList())[0]?.id ?? null;
    },

    async create(body: unknown, context: WriteContext): Promise<ServiceResult<WorkingCopy>> {
      if (kind.singleton) return conflict('singleton', `There is one ${label}: edit it.`);
      const sent = isRecord(body) ? body : null;
      const parsed = kind.schemas.create.safeParse(sent ? cleanRichText(kind.fields, kind.starter ? { ...kind.starter.values(sent), ...sent } : sent) : body);
      if (!parsed.success) return invalid(parsed.error);
      const refusal = kind.rules?.create?.(parsed.data);
      if (refusal) return conflict('refused', refusal.message, refusal.field);
      const taken = await addressInUse(parsed.data);
      if (taken) return taken;
      return { ok: true, data: await publishing.createDraft(parsed.data, context.author) };
    },

    /** Saves a draft: the fields sent over the working copy, the whole checked again (a block by its path). */
    async saveDraft(rawId: unknown, body: unknown, context: SaveContext): Promise<ServiceResult<WorkingCopy>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const revision = expected(context.ifMatch);
      if (!revision.ok) return revision.result;
      const sent = kind.schemas.update.safeParse(isRecord(body) ? cleanRichText(kind.fields, body) : body);
      if (!sent.success) return invalid(sent.error);
      const current = await publishing.working(id.id);
      if (!current) return missing(kind.labels.singular);
      const defined = Object.fromEntries(Object.entries(sent.data).filter(([, value]) => value !== undefined));
      const whole = kind.schemas.create.safeParse({ ...valuesOf(current), ...defined });
      if (!whole.success) return invalid(whole.error);
      const refusal = kind.rules?.update?.(valuesOf(current), whole.data);
      if (refusal) return conflict('refused', refusal.message, refusal.field);
      const taken = await addressInUse(whole.data, id.id);
      if (taken) return taken;
      return writing(async () => {
        const saved = await publishing.saveDraft(id.id, whole.data, { author: context.author, expectedRevision: revision.revision, restoring: context.restoring });
        return saved ? checked(saved) : missing(kind.labels.singular);
      });
    },

    /** Publishes now, schedules (`publishAt` later than now) or cancels a schedule (`publishAt: null`). */
    async publish(rawId: unknown, body: unknown, context: WriteContext): Promise<ServiceResult<WorkingCopy>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const revision = expected(context.ifMatch);
      if (!revision.ok) return revision.result;
      const parsed = publishSchema.safeParse(body ?? {});
      if (!parsed.success) return invalid(parsed.error);
      return writing(async () => {
        if (parsed.data.publishAt === null) {
          const copy = await publishing.unschedule(id.id, { expectedRevision: revision.revision });
          return copy ? { ok: true, data: copy } : missing(kind.labels.singular);
        }
        // Checked as it stands now, whether it goes live now or at its time.
        const current = await publishing.working(id.id);
        if (!current) return missing(kind.labels.singular);
        const blocked = checks.blocking(await checks.of(valuesOf(current)));
        if (blocked) return blocked;
        const schedule = parsed.data.publishAt === undefined ? undefined : scheduleInstant(parsed.data.publishAt);
        if (schedule && !schedule.ok) return schedule.result;
        const published = await publishing.publish(id.id, { author: context.author, publishAt: schedule?.at, expectedRevision: revision.revision });
        if (!published) return missing(kind.labels.singular);
        if (published.working.status !== 'scheduled') revalidatePublicContent(changeOf(kind, published.before, published.after));
        return checked(published.working);
      });
    },

    async versions(rawId: unknown) {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      if (!(await publishing.working(id.id))) return missing(kind.labels.singular);
      return { ok: true as const, data: await publishing.versions(id.id) };
    },

    /**
     * One version with its values, and the public address it would give the document if restored and published
     * (`addressChange`, null when it keeps the live one): the staff compare shows it before a restore.
     */
    async version(rawId: unknown, rawVersionId: unknown) {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const versionId = parseId(rawVersionId);
      if (!versionId.ok) return versionId.result;
      const version = await publishing.version(id.id, versionId.id);
      if (!version) return missing('Version');
      const live = addressField ? ((await store.get(id.id)) as Record<string, unknown> | null) : null;
      const from = live && addressField ? String(live[addressField]) : null;
      const to = addressField ? String(version.values[addressField]) : null;
      return { ok: true as const, data: { ...version, addressChange: from !== null && to !== from ? { from, to } : null } };
    },

    /** Makes a version the working copy again: a draft, checked as any save is, and a version of its own. */
    async restore(rawId: unknown, rawVersionId: unknown, context: WriteContext): Promise<ServiceResult<WorkingCopy>> {
      const found = await this.version(rawId, rawVersionId);
      if (!found.ok) return found;
      return this.saveDraft(rawId, found.data.values, { ...context, restoring: found.data.revision });
    },

    async remove(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const copy = await publishing.working(id.id);
      if (!copy) return missing(kind.labels.singular);
      if (kind.singleton) return conflict('singleton', `The ${label} cannot be deleted: edit it.`);
      const refusal = kind.rules?.remove?.(valuesOf(copy));
      if (refusal) return conflict('refused', refusal.message, refusal.field);
      const live = await store.get(id.id);
      if (!(await publishing.remove(id.id))) return missing(kind.labels.singular);
      if (live) revalidatePublicContent(changeOf(kind, live, null));
      return { ok: true, data: null };
    },
  };
}

export type DocumentService = ReturnType<typeof documentService>;

/** The ETag of a working copy's revision (If-Match sends it back). */
export const documentEtag = (copy: Pick<WorkingCopy, 'revision'>) => revisionEtag(copy.revision);
