import { toNextJsHandler } from 'better-auth/next-js';
import { handleAuthRequest } from '@/server/auth/handler';

// Better Auth serves sign-in, sign-out and session under /api/auth; handleAuthRequest awaits getAuth().
export const { GET, POST } = toNextJsHandler(handleAuthRequest);
