import { passkeyRegistrationOptions } from '@/server/auth/passkey-grant';
import { staffRoute } from '@/server/http/route';

/**
 * `{ password }` → the options of a new passkey's registration (and its challenge cookie). Adding a way into the
 * account asks for the password again, whatever the session's age: a session left open on someone's desk must not
 * be enough to plant a passkey that outlives a password reset or a sign-out everywhere. Ten tries per ten minutes.
 */
export const POST = staffRoute(async ({ request, body }) => passkeyRegistrationOptions(request, body), {
  allow: 'self',
  limit: { name: 'passkey-options', points: 10, duration: 600 },
});
