import * as collection from '@/app/api/admin/[kind]/route';
import * as item from '@/app/api/admin/[kind]/[id]/route';

type IdContext = { params: Promise<{ id: string }> };

/** The kit's admin route handlers (src/app/api/admin/[kind]) as one kind's, called as Next calls them. */
export function kindRouteHandlers(kind: string) {
  const withKind = (context: IdContext) => ({ params: context.params.then((value) => ({ ...value, kind })) });
  return {
    GET: (request: Request, _context?: unknown) => collection.GET(request, { params: Promise.resolve({ kind }) }),
    POST: (request: Request, _context?: unknown) => collection.POST(request, { params: Promise.resolve({ kind }) }),
    PATCH: (request: Request, context: IdContext) => item.PATCH(request, withKind(context)),
    DELETE: (request: Request, context: IdContext) => item.DELETE(request, withKind(context)),
  };
}
