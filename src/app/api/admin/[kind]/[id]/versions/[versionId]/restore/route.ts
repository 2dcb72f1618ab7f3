import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// A version made the working copy again, as a draft (docs/decisions/0036).
export const { POST } = kindRoutes(kinds).restore;
