import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// One version of a document, with the address a restore would give it (docs/decisions/0036).
export const { GET } = kindRoutes(kinds).version;
