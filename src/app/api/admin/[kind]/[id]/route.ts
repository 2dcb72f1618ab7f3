import { kindRoutes } from '@/kit/server/kind-api';
import { kinds } from '@/kinds/registry';

// Every kind on the content kit (src/kinds/registry.ts): PATCH updates, DELETE removes (docs/decisions/0036).
export const { PATCH, DELETE } = kindRoutes(kinds).item;
