// Remembers each password hash and check within a test file. Every result is Better Auth's real scrypt, computed the
// first time a file asks: the same password hashed again gets the hash it got before (same salt), and the same
// (hash, password) pair checked again gets the answer it got before. A scrypt costs 100–600 ms of a core on the CI
// machine, and most tests sign the same account in: the suite was spending minutes on identical hashes.
import { vi } from 'vitest';
import type * as PasswordHashing from '@/server/auth/password-hashing';

type Real = typeof PasswordHashing.passwordHashing;

let remembering = true;
const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

/** Real hashing for every call until the returned function is called (a test that times the check itself). */
export function hashEveryTime(): () => void {
  remembering = false;
  return () => {
    remembering = true;
  };
}

function rememberingHashing(real: Real): Real {
  const remembered = <T>(memo: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> => {
    if (!remembering) return compute();
    let result = memo.get(key);
    if (!result) {
      result = compute();
      memo.set(key, result);
      // A failure is not an answer to keep.
      result.catch(() => memo.delete(key));
    }
    return result;
  };
  return {
    hash: (password) => remembered(hashes, password, () => real.hash(password)),
    verify: (input) => remembered(checks, `${input.hash}\u0000${input.password}`, () => real.verify(input)),
  };
}

vi.mock('@/server/auth/password-hashing', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordHashing>();
  return { passwordHashing: rememberingHashing(real.passwordHashing) };
});
