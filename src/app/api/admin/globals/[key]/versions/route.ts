import { globalRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// A singleton's versions, newest first.
export const { GET } = globalRoutes(kinds).versions;
