import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// Every kind on the content kit (src/kinds/registry.ts): GET lists, POST creates (docs/decisions/0036).
export const { GET, POST } = kindRoutes(kinds).collection;
