import * as collection from '@/app/api/admin/[kind]/route';
import * as item from '@/app/api/admin/[kind]/[id]/route';
import * as untrash from '@/app/api/admin/[kind]/[id]/restore/route';
import * as preview from '@/app/api/admin/[kind]/[id]/preview/route';
import * as versions from '@/app/api/admin/[kind]/[id]/versions/route';
import * as version from '@/app/api/admin/[kind]/[id]/versions/[versionId]/route';
import * as versionRestore from '@/app/api/admin/[kind]/[id]/versions/[versionId]/restore/route';

// The admin API of resources, which the content kit serves at /api/admin/[kind] (ADR 36 step 7), as the tests call a
// route handler: the request, and the route's params without the kind.

type Params<T> = { params: Promise<T> };
const asResources = <T extends object>(context?: Params<T> | object): Params<T & { kind: string }> => ({
  params: ('params' in (context ?? {}) ? (context as Params<T>).params : Promise.resolve({} as T)).then((value) => ({ ...value, kind: 'resources' })),
});

type Id = { id: string };
type VersionId = Id & { versionId: string };

export const GET = (request: Request, context?: object) => collection.GET(request, asResources(context));
export const POST = (request: Request, context?: object) => collection.POST(request, asResources(context));
export const GET_ONE = (request: Request, context: Params<Id>) => item.GET(request, asResources(context));
export const PATCH = (request: Request, context: Params<Id>) => item.PATCH(request, asResources(context));
export const DELETE = (request: Request, context: Params<Id>) => item.DELETE(request, asResources(context));
/** Back from the trash. */
export const RESTORE = (request: Request, context: Params<Id>) => untrash.POST(request, asResources(context));
export const PREVIEW = (request: Request, context: Params<Id>) => preview.GET(request, asResources(context));
export const VERSIONS = (request: Request, context: Params<Id>) => versions.GET(request, asResources(context));
export const VERSION = (request: Request, context: Params<VersionId>) => version.GET(request, asResources(context));
export const RESTORE_VERSION = (request: Request, context: Params<VersionId>) => versionRestore.POST(request, asResources(context));
