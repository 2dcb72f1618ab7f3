// The integration suite's remembered password hashing (support/password-memo.ts) stands in for Better Auth's scrypt
// in every file: it must answer as scrypt does, and the timing test's way out of it must work.
import { expect, it } from 'vitest';
import { hashEveryTime } from './support/password-memo';
import { passwordHashing } from '@/server/auth/password-hashing';

it('gives a password the hash it got before, which checks it and refuses another; hashEveryTime salts each call again', async () => {
  const hash = await passwordHashing.hash('remembered-password-1');
  expect(await passwordHashing.hash('remembered-password-1')).toBe(hash);
  expect(await passwordHashing.verify({ hash, password: 'remembered-password-1' })).toBe(true);
  expect(await passwordHashing.verify({ hash, password: 'another-password-1' })).toBe(false);
  const remember = hashEveryTime();
  try {
    expect(await passwordHashing.hash('remembered-password-1')).not.toBe(hash);
  } finally {
    remember();
  }
  expect(await passwordHashing.hash('remembered-password-1')).toBe(hash);
});
