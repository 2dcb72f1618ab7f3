import 'server-only';
import { revalidatePublicContent } from '@/server/cache-tags';
import { respond, staffRoute } from '@/server/http/route';
import { apiData, apiPage, notFound } from '@/server/http/responses';
import { invalid, missing, parseId, type ServiceResult } from '@/server/services/result';
import { pagingSchema } from '@/lib/schemas/paging';
import { changeOf } from '../changes';
import type { Kind } from '../define-kind';
import { AddressTaken, documentStore } from './document-store';
import { tableStore, type KindStore } from './table-store';

// The admin API every kind gets from its definition (docs/decisions/0036, section 3): list, create, update and
// delete, each parsed by the kind's schemas, and every write expiring what the kind shows on every instance.

type Doc = { id: string };

/** The fields a PATCH sent (an absent one is undefined after parsing and changes nothing). */
const definedOf = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** The service rules of every write: parse (400), unknown id (400/404), save, expire the public pages. */
export function kindService<D extends Doc>(kind: Kind, store: KindStore<D>) {
  /** A write; an address another document of the kind has is a 409 on that field, nothing written. */
  const writing = async <T>(write: () => Promise<ServiceResult<T>>): Promise<ServiceResult<T>> => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof AddressTaken)) throw error;
      const message = `Another ${kind.labels.singular.toLowerCase()} has this address`;
      return { ok: false, status: 409, code: 'address_taken', message, fields: { [error.field]: message } };
    }
  };
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
  return {
    async createFrom(body: unknown): Promise<ServiceResult<D>> {
      const parsed = kind.schemas.create.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const refusal = rules?.create?.(parsed.data);
      if (refusal) return refused(refusal);
      return writing(async () => {
        const created = await store.create(parsed.data);
        return changed(null, created, created);
      });
    },
    async updateFrom(rawId: unknown, body: unknown): Promise<ServiceResult<D>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const parsed = kind.schemas.update.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      return writing(async () => {
        const before = await store.get(id.id);
        const refusal = before && rules?.update?.(before, { ...before, ...definedOf(parsed.data) });
        if (refusal) return refused(refusal);
        const updated = before && (await store.update(id.id, parsed.data));
        return updated ? changed(before, updated, updated) : missing(kind.labels.singular);
      });
    },
    async removeFrom(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const before = rules?.remove ? await store.get(id.id) : null;
      const refusal = before && rules?.remove?.(before);
      if (refusal) return refused(refusal);
      const removed = await store.remove(id.id);
      return removed ? changed(removed, null, null) : missing(kind.labels.singular);
    },
  };
}

const made = new Map<string, { store: KindStore<Doc>; service: ReturnType<typeof kindService<Doc>> }>();

/** A kind's store and service, made once per process. */
export function kindParts<D extends Doc = Doc>(kind: Kind): { store: KindStore<D>; service: ReturnType<typeof kindService<D>> } {
  let parts = made.get(kind.key);
  if (!parts) {
    const store = 'documents' in kind.storage ? documentStore<Doc>(kind) : tableStore<Doc>(kind);
    parts = { store, service: kindService(kind, store) };
    made.set(kind.key, parts);
  }
  return parts as unknown as { store: KindStore<D>; service: ReturnType<typeof kindService<D>> };
}

/**
 * The admin routes of a list of kinds: `/api/admin/[kind]` (GET, POST) and `/api/admin/[kind]/[id]` (PATCH,
 * DELETE). A static route beside them (resources, media, …) wins; an unknown kind is a 404 after the staff check.
 */
export function kindRoutes(kinds: readonly Kind[]) {
  const parts = new Map(kinds.map((kind) => [kind.key, kindParts(kind)]));
  type KindContext = { params: Promise<{ kind: string }> };
  type ItemContext = { params: Promise<{ kind: string; id: string }> };
  return {
    collection: {
      GET: staffRoute<KindContext>(async ({ request, context }) => {
        const kind = parts.get((await context.params).kind);
        if (!kind) return notFound('Page');
        const params = new URL(request.url).searchParams;
        // The product spec's call answers every row as `{ data }`; the staff screens ask for pages.
        if (!params.has('page') && !params.has('pageSize')) return apiData(await kind.store.list());
        const paging = pagingSchema.safeParse(Object.fromEntries(params));
        if (!paging.success) return respond(invalid(paging.error));
        return apiPage(await kind.store.page(paging.data));
      }),
      POST: staffRoute<KindContext>(async ({ context, body }) => {
        const kind = parts.get((await context.params).kind);
        return kind ? respond(await kind.service.createFrom(body), 201) : notFound('Page');
      }),
    },
    item: {
      PATCH: staffRoute<ItemContext>(async ({ context, body }) => {
        const { kind: key, id } = await context.params;
        const kind = parts.get(key);
        return kind ? respond(await kind.service.updateFrom(id, body)) : notFound('Page');
      }),
      DELETE: staffRoute<ItemContext>(async ({ context }) => {
        const { kind: key, id } = await context.params;
        const kind = parts.get(key);
        return kind ? respond(await kind.service.removeFrom(id), 204) : notFound('Page');
      }),
    },
  };
}
