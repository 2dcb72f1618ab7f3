import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { logger } from '../logger';

const NO_CLIENT_ADDRESS = 'Rate limiting could not determine a client IP';

/** Better Auth's warnings and errors through the app's logger, its "no client IP" advice replaced by our choice. */
export const authLogger: NonNullable<BetterAuthOptions['logger']> = {
  level: 'warn',
  log(level, message, ...args) {
    if (message.startsWith(NO_CLIENT_ADDRESS)) {
      logger().warn('auth: TRUST_PROXY is not set, so the sign-in attempts of all clients share one rate-limit bucket (docs/decisions/0007)');
      return;
    }
    const details = args.length > 0 ? { details: args.map((arg) => (arg instanceof Error ? arg.message : arg)) } : {};
    logger()[level === 'error' ? 'error' : 'warn'](details, `auth: ${message}`);
  },
};
