import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordLengthMessages } from '@/lib/password-rules';
import { authSettings } from './settings';

// What a staff password must be (issue 23): at least 12 characters, not one of the passwords people use most (the
// zxcvbn-ts list of about 49,000, also with a few digits or signs added at the end), and not the person's own
// address or name. Checked wherever a password is set: an invitation accepted, a reset, a change, the CLI.

const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
// "Summer2024!", "qwerty123456": a common word with a short ending of digits and signs is as weak as the word.
const ENDING = /[\d\W_]{1,6}$/;

export const passwordMessages = {
  ...passwordLengthMessages,
  common: 'This password is one of the most common: choose one nobody would guess (a few unrelated words work well)',
  personal: 'The password must not contain your e-mail address or your name',
} as const;

/** Why a password is refused, or null when it will do. */
export function passwordProblem(password: string, person: { email?: string; name?: string | null } = {}): string | null {
  if (password.length < authSettings.minPasswordLength) return passwordMessages.short;
  if (password.length > authSettings.maxPasswordLength) return passwordMessages.long;
  const lower = password.toLowerCase();
  const base = lower.replace(ENDING, '');
  if (COMMON.has(lower) || (base.length >= 4 && COMMON.has(base)) || /^(.)\1+$/.test(lower)) return passwordMessages.common;
  const local = person.email?.split('@')[0]?.toLowerCase();
  const names = [local, ...(person.name ?? '').toLowerCase().split(/\s+/)].filter((part): part is string => Boolean(part) && part!.length >= 4);
  if (names.some((part) => lower.includes(part))) return passwordMessages.personal;
  return null;
}
