// Passkeys in the browser (issue 23, docs/decisions/0038): the two WebAuthn ceremonies against Better Auth's passkey
// endpoints. The WebAuthn helper is loaded on the click that needs it, so neither the sign-in page nor the account
// page carries it before someone asks for a passkey.

import { useSyncExternalStore } from 'react';

import { postJson, type PostAnswer } from './post-json';

/** `code`: the server's, when it gave one (a disabled account's `BANNED_USER`, `PASSKEY_UNVERIFIED`). */
export type PasskeyResult = { ok: true } | { ok: false; cancelled: boolean; message: string | null; code?: string };

type Body = Record<string, unknown> & { message?: unknown; code?: unknown; error?: { message?: unknown } };

const passkeyPath = (path: string) => (path.startsWith('/') ? path : `/api/auth/passkey/${path}`);

/** A GET of Better Auth's passkey endpoints, answered as postJson answers. */
async function getJson(path: string): Promise<PostAnswer<Body>> {
  const response = await fetch(passkeyPath(path)).catch(() => null);
  if (!response) return { ok: false, status: 0, body: null };
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as Body | null };
}

const post = (path: string, body: unknown) => postJson<Body>(passkeyPath(path), body);

/** A refusal: Better Auth's `{ code, message }`, or the admin API's `{ error: { message } }`. */
function refused(answer: PostAnswer<Body>): PasskeyResult {
  const body = answer.body;
  const message = typeof body?.message === 'string' ? body.message : typeof body?.error?.message === 'string' ? body.error.message : null;
  return { ok: false, cancelled: false, message, ...(typeof body?.code === 'string' ? { code: body.code } : {}) };
}

// A passkey belongs to a domain name: a site reached by its IP address (http://127.0.0.1:3000) cannot have one.
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** The browser offers passkeys here: it has WebAuthn, the page is https (or localhost), the site has a domain name. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && window.isSecureContext && !IP_ADDRESS.test(window.location.hostname);
}

const unchanging = () => () => {};

/** `passkeysSupported()` for a component: false on the server and in the first paint, then the browser's answer. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => false);
}

/** Signs in with a passkey the device holds for this site (it asks which, then checks it is the owner). */
export async function signInWithPasskey(): Promise<PasskeyResult> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await getJson('generate-authenticate-options');
  if (!options.ok || !options.body) return refused(options);
  let response;
  try {
    // "required": the device checks its owner (a PIN, a fingerprint) instead of deciding it may skip that; the server
    // refuses a passkey used without it.
    const optionsJSON = { ...options.body, userVerification: 'required' } as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
    response = await startAuthentication({ optionsJSON });
  } catch {
    // Closed, timed out or no passkey for this site: the browser said so already.
    return { ok: false, cancelled: true, message: null };
  }
  const { clientExtensionResults: _extensions, ...body } = response;
  const verified = await post('verify-authentication', { response: body });
  return verified.ok ? { ok: true } : refused(verified);
}

/**
 * Adds a passkey to the signed-in account, named as the member chose ("Work laptop"), after their password (the
 * device lists it under the account's address). A wrong password is `{ field: 'password' }`.
 */
export async function addPasskey(name: string, password: string): Promise<PasskeyResult & { field?: 'password' }> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await post('/api/admin/account/passkey-options', { password });
  if (!options.ok || !options.body) return { ...refused(options), ...(options.status === 400 ? { field: 'password' as const } : {}) };
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.body as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    // This device already holds a passkey of this account: that is a message, not a cancel.
    if ((error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { ok: false, cancelled: false, message: 'This device already holds a passkey for your account.' };
    return { ok: false, cancelled: true, message: null };
  }
  const { clientExtensionResults: _extensions, ...body } = response;
  const verified = await post('verify-registration', { response: body, name });
  return verified.ok ? { ok: true } : refused(verified);
}

export type StoredPasskey = { id: string; name: string | null; createdAt: string; deviceType: string };

/** The account's passkeys, newest first; null when they could not be read. */
export async function listPasskeys(): Promise<StoredPasskey[] | null> {
  const answer = await getJson('list-user-passkeys');
  if (!answer.ok || !Array.isArray(answer.body)) return null;
  return (answer.body as unknown as StoredPasskey[]).slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function removePasskey(id: string): Promise<PasskeyResult> {
  const answer = await post('delete-passkey', { id });
  return answer.ok ? { ok: true } : refused(answer);
}
