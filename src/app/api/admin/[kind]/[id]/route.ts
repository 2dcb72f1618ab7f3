import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// Every kind on the content kit (src/kinds/registry.ts): GET reads (a document's working copy), PATCH updates (a
// document's draft), DELETE removes (docs/decisions/0036).
export const { GET, PATCH, DELETE } = kindRoutes(kinds).item;
