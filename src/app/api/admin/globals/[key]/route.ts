import { globalRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';

// The site's singletons (the navigation, the footer): GET the working copy, PATCH saves a draft (docs/decisions/0036).
export const { GET, PATCH } = globalRoutes(kinds).item;
