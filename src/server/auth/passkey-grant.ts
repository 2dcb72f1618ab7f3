import 'server-only';
import { isAPIError } from 'better-auth/api';
import { z } from '@/lib/schemas/zod';
import { apiError } from '../http/responses';
import { invalid } from '../services/result';
import { respond } from '../http/route';
import { getAuth } from './auth';

const body = z.object({ password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200) }).strict();

/**
 * The password checked (Better Auth's own check, so a wrong one answers as the account page's other password steps),
 * then the plugin's registration options as it answers them, Set-Cookie included (the challenge the verification
 * reads). Its public endpoint is closed (handler.ts): this is the only way to start adding a passkey.
 */
export async function passkeyRegistrationOptions(request: Request, input: unknown): Promise<Response> {
  const parsed = body.safeParse(input);
  if (!parsed.success) return respond(invalid(parsed.error));
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password: parsed.data.password }, headers: request.headers });
  } catch (error) {
    if (isAPIError(error) && error.status === 'BAD_REQUEST') return apiError(400, 'validation_error', 'That password is not right.', { password: 'That password is not right.' });
    throw error;
  }
  return auth.api.generatePasskeyRegistrationOptions({ headers: request.headers, asResponse: true });
}
