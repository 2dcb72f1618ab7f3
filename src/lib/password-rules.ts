// The length a staff password must have, shared by the server's policy (src/server/auth/password-policy.ts, which
// also refuses the most common passwords and the person's own address or name) and the forms that set one, which
// tell the length at once, beside a confirmation that differs, instead of one error per try.
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const passwordLengthMessages = {
  short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  long: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
} as const;

/** What a form can tell of a new password and its confirmation before sending: each problem under its field. */
export function newPasswordErrors(password: string, confirm: string, mismatch: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = passwordLengthMessages.short;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = passwordLengthMessages.long;
  if (password !== confirm) errors.confirm = mismatch;
  return errors;
}
