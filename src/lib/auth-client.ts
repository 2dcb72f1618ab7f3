import { createAuthClient } from 'better-auth/react';

/** Better Auth's browser client on this site's /api/auth (same origin), e.g. `authClient.signOut()` in the admin. */
export const authClient = createAuthClient({ basePath: '/api/auth' });
