import 'server-only';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How account passwords are hashed and checked: Better Auth's own scrypt (N 16384, r 16), named here so that the
 * integration tests can remember each result within a file (tests/integration/support/password-memo.ts). One scrypt
 * costs 100–600 ms of a core on the CI machine and the suite signs in hundreds of times; production never memoizes.
 */
export const passwordHashing = {
  hash: (password: string) => hashPassword(password),
  verify: ({ hash, password }: { hash: string; password: string }) => verifyPassword({ hash, password }),
};
