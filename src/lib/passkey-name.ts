/** The longest name a passkey may have: the account page's field, and the server's check (src/server/auth/lockout.ts). */
export const PASSKEY_NAME_MAX = 60;
