import { globalRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// A singleton's working copy made public now, or at `{ publishAt }`; `{ publishAt: null }` cancels.
export const { POST } = globalRoutes(kinds).publish;
