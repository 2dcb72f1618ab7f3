import 'server-only';
import { z } from 'zod';
import { getDb } from '../db';
import { audit } from '../repositories/audit-log';
import { clearSignInFailures } from '../repositories/sign-in-failures';
import { getAuth } from './auth';
import { authSettings } from './settings';
import { passwordProblem } from './password-policy';
import { STAFF_ROLES } from '@/lib/staff-roles';

export class StaffAccountError extends Error {}

export type StaffAccount = { id: string; email: string; name: string; role: string; createdAt: Date };

const email = z.email({ error: 'Email must be a valid e-mail address' }).transform((value) => value.trim().toLowerCase());
const password = z.string().superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const name = z.string().trim().min(1).max(120);
const role = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new StaffAccountError(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

const toAccount = (user: { id: string; email: string; name: string; role?: string | null; createdAt: Date }): StaffAccount => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role ?? '',
  createdAt: new Date(user.createdAt),
});

async function findUser(address: string) {
  const { internalAdapter } = await (await getAuth()).$context;
  const found = await internalAdapter.findUserByEmail(parse(email, address));
  if (!found) throw new StaffAccountError(`No staff account with the e-mail ${address}`);
  return { internalAdapter, user: found.user };
}

/** Throws unless `address` is a valid e-mail that no staff account has yet; returns it normalised. */
export async function checkNewStaffEmail(address: string): Promise<string> {
  const normalised = parse(email, address);
  const { internalAdapter } = await (await getAuth()).$context;
  if (await internalAdapter.findUserByEmail(normalised)) throw new StaffAccountError(`A staff account with the e-mail ${normalised} already exists`);
  return normalised;
}

/** The staff account with this e-mail, or a StaffAccountError. */
export async function findStaff(address: string): Promise<StaffAccount> {
  return toAccount((await findUser(address)).user);
}

/** Creates a staff account (role `admin` unless said); works without a session, for the CLI and the first start. */
export async function addStaff(input: { email: string; password: string; name?: string; role?: string }): Promise<StaffAccount> {
  const address = await checkNewStaffEmail(input.email);
  const secret = parse(password, input.password);
  const displayName = input.name === undefined ? address.split('@')[0]! : parse(name, input.name);
  const given = input.role === undefined ? authSettings.adminRole : parse(role, input.role);
  const auth = await getAuth();
  // Better Auth's types know its own two roles; without a `roles` option it stores any name it is given.
  const { user } = await auth.api.createUser({ body: { email: address, password: secret, name: displayName, role: given as 'admin' } });
  return toAccount(user);
}

/** Gives an account another role; its sessions carry the new one from their next request. */
export async function setStaffRole(address: string, newRole: string): Promise<StaffAccount> {
  const given = parse(role, newRole);
  const { internalAdapter, user } = await findUser(address);
  const updated = await internalAdapter.updateUser(user.id, { role: given });
  return toAccount({ ...user, ...updated, role: given });
}

export async function listStaff(): Promise<StaffAccount[]> {
  const { internalAdapter } = await (await getAuth()).$context;
  const users = await internalAdapter.listUsers(undefined, undefined, { field: 'createdAt', direction: 'asc' });
  return users.map(toAccount);
}

/** Sets a new password, ends every session of the account and lifts a lockout. */
export async function resetStaffPassword(address: string, newPassword: string): Promise<StaffAccount> {
  const secret = parse(password, newPassword);
  const { user } = await findUser(address);
  // From a shell: nobody signed in acts; the entry is written before the change, as every reset's.
  await audit({ action: 'password-reset', entity: 'account', entityId: user.id, actor: null, changes: { via: 'command line', passkeysRemoved: await passkeyCount(user.id) } });
  await replacePassword(user, secret);
  return toAccount(user);
}

/** How many passkeys an account has. */
export async function passkeyCount(userId: string): Promise<number> {
  const { adapter } = await (await getAuth()).$context;
  return adapter.count({ model: 'passkey', where: [{ field: 'userId', value: userId }] });
}

/**
 * A new password, whoever sets it (a reset link, the command line): every session ends, every passkey goes (a reset
 * is what someone does who lost control of the account: whoever added one meanwhile keeps no way in), a lockout lifts.
 */
export async function replacePassword(user: { id: string; email: string }, newPassword: string): Promise<void> {
  const { internalAdapter, password: hasher, adapter } = await (await getAuth()).$context;
  await internalAdapter.updatePassword(user.id, await hasher.hash(newPassword));
  await internalAdapter.deleteUserSessions(user.id);
  await adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: user.id }] });
  await clearSignInFailures(await getDb(), user.email);
}

/** Ends the account's sessions and deletes it. */
export async function removeStaff(address: string): Promise<StaffAccount> {
  const { internalAdapter, user } = await findUser(address);
  await internalAdapter.deleteUserSessions(user.id);
  await internalAdapter.deleteUser(user.id);
  return toAccount(user);
}

/** At start: builds Better Auth, which creates the first account from ADMIN_EMAIL/ADMIN_PASSWORD if none exists. */
export async function ensureFirstStaffAccount(): Promise<void> {
  await getAuth();
}
