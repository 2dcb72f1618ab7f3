import { kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// A document's saves and publications, newest first, with their authors (docs/decisions/0036).
export const { GET } = kindRoutes(kinds).versions;
