import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// Brings a document of a kind with a trash back from it (docs/decisions/0036).
export const { POST } = kindRoutes(kinds).untrash;
