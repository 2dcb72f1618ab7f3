import 'server-only';
import { authorOf, respond, staffRoute, type RouteRule } from '@/server/http/route';
import type { Permission } from '@/lib/staff-roles';
import { apiData, apiPage, notFound } from '@/server/http/responses';
import { parseId, type ServiceResult } from '@/server/services/result';
import { writePermission, type Kind } from '../define-kind';
import { documentEtag } from './document-service';
import { kindParts } from './kind-api';
import { listQueryOf } from './list-query';

type KindContext = { params: Promise<{ kind: string }> };
type ItemContext = { params: Promise<{ kind: string; id: string }> };
type VersionContext = { params: Promise<{ kind: string; id: string; versionId: string }> };

/**
 * A working copy with its ETag: sent back as If-Match, a save over someone else's is refused (412). A table kind
 * without a history has no revision, and no ETag.
 */
function withEtag<T extends object>(result: ServiceResult<T>, status: 200 | 201 = 200): Response {
  const response = respond(result, status);
  const revision = result.ok ? (result.data as { revision?: unknown }).revision : undefined;
  if (typeof revision === 'number') response.headers.set('ETag', documentEtag({ revision }));
  return response;
}

/**
 * The admin routes of a list of kinds: `/api/admin/[kind]` (GET, POST), `/api/admin/[kind]/[id]` (GET, PATCH,
 * DELETE) and, for kinds kept as documents, `…/[id]/publish` (POST), `…/[id]/versions` (GET), one version (GET) and
 * its restore as the draft (`…/versions/[versionId]/restore`, POST). A static route
 * beside them (resources, media, …) wins; an unknown kind is a 404 after the staff check.
 */
export function kindRoutes(kinds: readonly Kind[]) {
  const parts = new Map(kinds.map((kind) => [kind.key, kindParts(kind)]));
  // Reading is every role's; a write needs the kind's own permission (an unknown kind's is content, then a 404).
  const byKey = new Map(kinds.map((kind) => [kind.key, kind]));
  const read = { allow: 'content:read' } as const;
  const write = { allow: async (route: { params: Promise<{ kind: string }> }): Promise<Permission> => writePermission(byKey.get((await route.params).kind)) };
  const item = async (context: ItemContext) => {
    const { kind, id } = await context.params;
    return { parts: parts.get(kind), id };
  };
  const context = (request: Request, user: Parameters<typeof authorOf>[0]) => ({ author: authorOf(user), ifMatch: request.headers.get('if-match') });

  return {
    collection: {
      GET: staffRoute<KindContext>(async ({ request, context: route }) => {
        const key = (await route.params).kind;
        const kind = parts.get(key);
        if (!kind) return notFound('Page');
        // Documents: each one's summary (`{ id, title, address, status, live, updatedAt }`), the working copies.
        if (kind.documents) return apiData(await kind.documents.list());
        // A table kind: every row as `{ data }` (the product spec's calls), or a page as the staff screens ask.
        const query = listQueryOf(byKey.get(key)!, new URL(request.url).searchParams);
        if (!query.ok) return respond(query);
        const list = await kind.service.list(query.data);
        return 'page' in list ? apiPage(list) : apiData(list.data);
      }, read),
      POST: staffRoute<KindContext>(async ({ request, context: route, body, user }) => {
        const kind = parts.get((await route.params).kind);
        if (!kind) return notFound('Page');
        if (kind.documents) return withEtag(await kind.documents.create(body, context(request, user)), 201);
        return withEtag(await kind.service.createFrom(body, context(request, user)), 201);
      }, write),
    },
    item: {
      GET: staffRoute<ItemContext>(async ({ context: route }) => {
        const { parts: kind, id } = await item(route);
        if (!kind) return notFound('Page');
        if (kind.documents) return withEtag(await kind.documents.get(id));
        // A malformed id is a 400, as on PATCH and DELETE; an unknown one a 404 naming the kind.
        const parsed = parseId(id);
        if (!parsed.ok) return respond(parsed.result);
        const found = await kind.store.get(parsed.id);
        return found ? withEtag({ ok: true, data: found }) : notFound(byKey.get((await route.params).kind)?.labels.singular ?? 'Item');
      }, read),
      PATCH: staffRoute<ItemContext>(async ({ request, context: route, body, user }) => {
        const { parts: kind, id } = await item(route);
        if (!kind) return notFound('Page');
        if (kind.documents) return withEtag(await kind.documents.saveDraft(id, body, context(request, user)));
        return withEtag(await kind.service.updateFrom(id, body, context(request, user)));
      }, write),
      /** A delete; for a kind with a trash, a move there, and `?permanent=true` deletes one in the trash for good. */
      DELETE: staffRoute<ItemContext>(async ({ request, context: route }) => {
        const { parts: kind, id } = await item(route);
        if (!kind) return notFound('Page');
        if (kind.documents) return respond(await kind.documents.remove(id), 204);
        const permanent = new URL(request.url).searchParams.get('permanent') === 'true';
        return respond(permanent ? await kind.service.purgeFrom(id) : await kind.service.removeFrom(id), 204);
      }, write),
    },
    /** `…/[id]/restore`: back from the trash (a kind with one; 404 otherwise, as for an id not there). */
    untrash: {
      POST: staffRoute<ItemContext>(
        async ({ context: route }) => {
          const { parts: kind, id } = await item(route);
          if (!kind || kind.documents) return notFound('Page');
          return respond(await kind.service.untrashFrom(id));
        },
        { ...write, body: 'none' },
      ),
    },
    publish: {
      POST: staffRoute<ItemContext>(
        async ({ request, context: route, body, user }) => {
          const { parts: kind, id } = await item(route);
          if (!kind?.documents) return notFound('Page');
          return withEtag(await kind.documents.publish(id, body, context(request, user)));
        },
        { ...write, body: 'optional-json' },
      ),
    },
    versions: {
      GET: staffRoute<ItemContext>(async ({ context: route }) => {
        const { parts: kind, id } = await item(route);
        if (!kind) return notFound('Page');
        // A table kind without a history answers 404, as for an unknown id.
        return respond<unknown[]>(kind.documents ? await kind.documents.versions(id) : await kind.service.versions(id));
      }, read),
    },
    version: {
      GET: staffRoute<VersionContext>(async ({ context: route }) => {
        const { kind: key, id, versionId } = await route.params;
        const kind = parts.get(key);
        if (!kind) return notFound('Page');
        if (kind.documents) return respond(await kind.documents.version(id, versionId));
        return respond(await kind.service.version(id, versionId));
      }, read),
    },
    restore: {
      POST: staffRoute<VersionContext>(
        async ({ request, context: route, user }) => {
          const { kind: key, id, versionId } = await route.params;
          const kind = parts.get(key);
          if (!kind) return notFound('Page');
          return withEtag(kind.documents ? await kind.documents.restore(id, versionId, context(request, user)) : await kind.service.restore(id, versionId, context(request, user)));
        },
        { ...write, body: 'none' },
      ),
    },
  };
}

type GlobalContext = { params: Promise<{ key: string }> };

/**
 * The routes of the singleton kinds at `/api/admin/globals/[key]` (GET, PATCH a draft), `…/publish` (POST) and
 * `…/versions` (GET): the same answers as `/api/admin/<key>/<its id>`, for the one document of the kind.
 */
export function globalRoutes(kinds: readonly Kind[]) {
  const routes = kindRoutes(kinds.filter((kind) => kind.singleton));
  const singletons = new Map(kinds.filter((kind) => kind.singleton).map((kind) => [kind.key, kindParts(kind)]));
  /**
   * The item context of the kind's one document, read only when the handler asks for its params (after its staff
   * check); a key that names no singleton gives no kind, which the handler answers 404.
   */
  const itemOf = (context: GlobalContext): ItemContext => ({
    get params() {
      return (async () => {
        const { key } = await context.params;
        const id = await singletons.get(key)?.documents?.singletonId();
        return id ? { kind: key, id } : { kind: '', id: '' };
      })();
    },
  });
  // Each keeps its rule (the route × role test reads it), read through the same item context.
  const forItem = (handler: ((request: Request, context: ItemContext) => Promise<Response>) & { allow: RouteRule<ItemContext> }) =>
    Object.assign((request: Request, context: GlobalContext) => handler(request, itemOf(context)), {
      allow: typeof handler.allow === 'function' ? (context: GlobalContext) => (handler.allow as (c: ItemContext) => Promise<Permission>)(itemOf(context)) : handler.allow,
    });
  return {
    item: { GET: forItem(routes.item.GET), PATCH: forItem(routes.item.PATCH) },
    publish: { POST: forItem(routes.publish.POST) },
    versions: { GET: forItem(routes.versions.GET) },
  };
}
