import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { core } from 'zod';
import { getDb } from '../db';
import type { Database } from '../db/schema';
import { respond, staffRoute, type IdContext } from '../http/route';
import { apiData, apiPage } from '../http/responses';
import { pagingSchema, type Paged, type Paging } from '@/lib/schemas/paging';
import { columnsOf, fromRow, toRow } from '../repositories/field-map';
import { invalid, missing, parseId, type ServiceResult } from '../services/result';

// A managed entity whose admin API is plain create / list / update / delete (docs/decisions/0017): its table, its
// column map and its schemas are all it declares; the repository, the service rules (parse, 404, revalidate) and
// the route handlers come from here. An entity with its own rules (resources: versions, trash, redirects) keeps its
// own modules and uses the same building blocks (field-map, staffRoute, ServiceResult).

/** Tables with the columns every managed entity has. */
type EntityTable = {
  [K in keyof Database]: Database[K] extends { id: string; created_at: string; updated_at: string } ? K : never;
}[keyof Database];

type Row = Record<string, unknown>;
type Schema<T> = { safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: core.$ZodError } };

export type EntityDefinition<Api extends { id: string }, Create extends object, Update extends object> = {
  /** Shown in messages: "Testimonial not found". */
  label: string;
  table: EntityTable;
  /** API field → column (src/server/repositories/entity-columns.ts). */
  columns: Readonly<Record<string, string>>;
  /** A row under the API's names, after the map; converts what differs by engine (e.g. 1/0 → boolean). */
  toApi: (values: Row) => Api;
  createSchema: Schema<Create>;
  updateSchema: Schema<Update>;
  /** The admin list's order: newest first by default. */
  orderBy?: { column: string; direction: 'asc' | 'desc' };
  /** After every successful write: expire the public pages that show the entity. */
  afterWrite?: () => void;
};

/** The repository of an entity: its SQL, in one place. */
export function entityRepository<Api extends { id: string }, Create extends object, Update extends object>(def: EntityDefinition<Api, Create, Update>) {
  const columns = columnsOf(def.columns);
  const order = def.orderBy ?? { column: 'created_at', direction: 'desc' as const };
  // One loosely typed handle: the table is a parameter here, and the column map is what is checked (entity-columns.ts).
  const db = async () => (await getDb()) as unknown as Kysely<Record<string, Row>>;
  const toApi = (row: Row) => def.toApi(fromRow(def.columns, row));

  async function get(id: string): Promise<Api | null> {
    const row = await (await db()).selectFrom(def.table).select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toApi(row) : null;
  }

  return {
    get,
    /** Every row, in the entity's order; `where` narrows by columns (e.g. `{ is_active: true }`). */
    async list(where: Row = {}): Promise<Api[]> {
      let query = (await db()).selectFrom(def.table).select(columns);
      for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
      const rows = await query.orderBy(order.column, order.direction).orderBy('id').execute();
      return rows.map(toApi);
    },
    /** One page in the entity's order, with the total (an index on the order column keeps it fast at scale). */
    async page({ page, pageSize }: Paging): Promise<Paged<Api>> {
      const handle = await db();
      const [rows, count] = await Promise.all([
        handle.selectFrom(def.table).select(columns).orderBy(order.column, order.direction).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
        handle.selectFrom(def.table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toApi), page, pageSize, total: Number(count.count) };
    },
    async create(input: Create): Promise<Api> {
      const now = new Date().toISOString();
      const row = toRow(def.columns, { ...input, id: randomUUID(), createdAt: now, updatedAt: now }) as Row;
      await (await db()).insertInto(def.table).values(row).execute();
      return toApi(row);
    },
    /** Applies the fields present in `patch`; null when the id is unknown. */
    async update(id: string, patch: Update): Promise<Api | null> {
      const changes = { ...(toRow(def.columns, patch) as Row), updated_at: new Date().toISOString() };
      const result = await (await db()).updateTable(def.table).set(changes).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? get(id) : null;
    },
    async remove(id: string): Promise<boolean> {
      const result = await (await db()).deleteFrom(def.table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type EntityRepository<Api extends { id: string }, Create extends object, Update extends object> = ReturnType<typeof entityRepository<Api, Create, Update>>;

/** The service rules of every write: parse (400), unknown id (400/404), save, expire public pages. */
export function entityService<Api extends { id: string }, Create extends object, Update extends object>(def: EntityDefinition<Api, Create, Update>, repository: EntityRepository<Api, Create, Update>) {
  const changed = <T>(data: T): ServiceResult<T> => {
    def.afterWrite?.();
    return { ok: true, data };
  };
  return {
    async createFrom(body: unknown): Promise<ServiceResult<Api>> {
      const parsed = def.createSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      return changed(await repository.create(parsed.data));
    },
    async updateFrom(rawId: unknown, body: unknown): Promise<ServiceResult<Api>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      const parsed = def.updateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const updated = await repository.update(id.id, parsed.data);
      return updated ? changed(updated) : missing(def.label);
    },
    async removeFrom(rawId: unknown): Promise<ServiceResult<null>> {
      const id = parseId(rawId);
      if (!id.ok) return id.result;
      return (await repository.remove(id.id)) ? changed(null) : missing(def.label);
    },
  };
}

/**
 * The admin list: `{ data, page, pageSize, total }` when the query asks for a page (`?page=&pageSize=`, what the
 * staff screens send), else every row as `{ data }` (the product spec's call).
 */
async function listResponse<Api extends { id: string }, Create extends object, Update extends object>(request: Request, repository: EntityRepository<Api, Create, Update>) {
  const params = new URL(request.url).searchParams;
  if (!params.has('page') && !params.has('pageSize')) return apiData(await repository.list());
  const paging = pagingSchema.safeParse(Object.fromEntries(params));
  if (!paging.success) return respond(invalid(paging.error));
  return apiPage(await repository.page(paging.data));
}

/** The admin route handlers: `/api/admin/<entity>` (GET, POST) and `/api/admin/<entity>/{id}` (PATCH, DELETE). */
export function entityRoutes<Api extends { id: string }, Create extends object, Update extends object>(repository: EntityRepository<Api, Create, Update>, service: ReturnType<typeof entityService<Api, Create, Update>>) {
  return {
    collection: {
      GET: staffRoute(async ({ request }) => listResponse(request, repository)),
      POST: staffRoute(async ({ body }) => respond(await service.createFrom(body), 201)),
    },
    item: {
      PATCH: staffRoute<IdContext>(async ({ context, body }) => respond(await service.updateFrom((await context.params).id, body))),
      DELETE: staffRoute<IdContext>(async ({ context }) => respond(await service.removeFrom((await context.params).id), 204)),
    },
  };
}

