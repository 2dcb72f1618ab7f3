import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// A document's working copy made public now, or at `{ publishAt }`; `{ publishAt: null }` cancels (docs/decisions/0036).
export const { POST } = kindRoutes(kinds).publish;
