import { toNextJsHandler } from 'better-auth/next-js';
import { handleAuthRequest } from '@/server/auth/handler';

// Better Auth's sign-in, sign-out, get-session and change-password (others 404), with a capped body: handler.ts.
export const { GET, POST } = toNextJsHandler(handleAuthRequest);
