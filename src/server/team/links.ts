import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuth } from '../auth/auth';
import { env } from '../env';

// One-time links of the staff area (an invitation, a password reset): `<id>.<signature>`, the signature an HMAC of
// the purpose, the record's id and its expiry under a key derived from the auth secret. Nothing secret is stored: the
// record says whether it is still open (not used, not revoked, not past its time), the signature that this link is
// the one it made; a resend moves the expiry, so an older link stops working.

export type LinkPurpose = 'invitation' | 'password-reset';

// The secret Better Auth signs sessions with, read from its instance (shared on globalThis: route bundles each have
// their own copy of a module's state, so it is not read from secret.ts's).
async function linkKey(): Promise<Buffer> {
  const { secret } = await (await getAuth()).$context;
  return createHmac('sha256', secret).update('smarttech staff links v1').digest();
}

const sign = (key: Buffer, purpose: LinkPurpose, id: string, expiresAt: string) => createHmac('sha256', key).update(`${purpose}\n${id}\n${expiresAt}`).digest('base64url');

/** The token of a link for this record. */
export async function linkToken(purpose: LinkPurpose, id: string, expiresAt: string): Promise<string> {
  return `${id}.${sign(await linkKey(), purpose, id, expiresAt)}`;
}

/** The record id a token names, read before its record is looked up (null: not a token of ours). */
export function tokenId(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

/** Whether the token is the one made for this record as it stands (compared in constant time). */
export async function tokenMatches(purpose: LinkPurpose, token: string, record: { id: string; expiresAt: string }): Promise<boolean> {
  const expected = Buffer.from(await linkToken(purpose, record.id, record.expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address of an invitation's page, with its signed token. */
export async function invitationLink(invitation: { id: string; expiresAt: string }): Promise<string> {
  return `${env().SITE_URL}/admin/invite/${await linkToken('invitation', invitation.id, invitation.expiresAt)}`;
}

/** The address of a password reset's page, with its signed token (under the sign-in page: reached without a session). */
export async function resetLink(reset: { id: string; expiresAt: string }): Promise<string> {
  return `${env().SITE_URL}/admin/login/reset/${await linkToken('password-reset', reset.id, reset.expiresAt)}`;
}
