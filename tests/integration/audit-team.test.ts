import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as INVITE } from '@/app/api/admin/users/invitations/route';
import { DELETE as REVOKE } from '@/app/api/admin/users/invitations/[id]/route';
import { POST as RESEND } from '@/app/api/admin/users/invitations/[id]/resend/route';
import { PATCH as CHANGE } from '@/app/api/admin/users/[id]/route';
import { DELETE as END_SESSIONS } from '@/app/api/admin/users/[id]/sessions/route';
import { PATCH as RENAME } from '@/app/api/admin/account/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { checkStaffSession } from '@/server/auth/session';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { apiRequest, json, noParams, params } from './support/api';
import { auditEntries, withAuditBroken } from './support/audit';
import { authRequest, freshAddress, sessionCookieOf, signIn, STAFF } from './support/auth';
import { handleAuthRequest } from '@/server/auth/handler';
import { POST as ACCEPT } from '@/app/api/team/invitations/accept/route';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The team's changes in the audit log (issue 23): an invitation (made, resent, withdrawn), a role change, disabling,
// "sign out everywhere" and one's own name each commit with their entry; an entry that cannot be written takes the
// change back (500, nothing changed). The invitations a disabled member had sent are withdrawn, each with its entry.

const send = (cookie: string, method: string, path: string, body?: unknown) => apiRequest(path, { method, body, headers: { cookie } });
const PASSWORD = 'plum orbit cactus lantern';

describe.each(engines)('audit entries of the team on %s', (engine) => {
  const current = useTestDb(engine);
  let admin = '';
  let by = { id: '', email: STAFF.email };
  beforeEach(async () => {
    resetRateLimitsForTests();
    by = { id: (await addStaff(STAFF)).id, email: STAFF.email };
    admin = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
  });

  const invite = (cookie: string, email: string) => INVITE(send(cookie, 'POST', '/api/admin/users/invitations', { email, role: 'editor' }), noParams);
  const change = (id: string, body: unknown) => CHANGE(send(admin, 'PATCH', `/api/admin/users/${id}`, body), params({ id }));
  const invitation = (email: string) => current().db.selectFrom('staff_invitations').select(['id', 'revoked_at']).where('email', '=', email).execute();

  it('an invitation, a resend, a revoke, a role change, a disable, a sign-out-everywhere and a rename without their entry change nothing', async () => {
    const { db } = current();
    const ed = await addStaff({ email: 'ed@example.com', password: PASSWORD, name: 'Ed Editor', role: 'editor' });
    const edCookie = sessionCookieOf(await signIn('ed@example.com', PASSWORD));
    const open = (await json(await invite(admin, 'eve@example.com'))).data.invitation.id as string;
    const before = await auditEntries(db);

    await withAuditBroken(db, async () => {
      expect((await invite(admin, 'sam@example.com')).status).toBe(500);
      expect((await RESEND(send(admin, 'POST', `/api/admin/users/invitations/${open}/resend`), params({ id: open }))).status).toBe(500);
      expect((await REVOKE(send(admin, 'DELETE', `/api/admin/users/invitations/${open}`), params({ id: open }))).status).toBe(500);
      expect((await change(ed.id, { role: 'sales' })).status).toBe(500);
      expect((await change(ed.id, { disabled: true })).status).toBe(500);
      expect((await END_SESSIONS(send(admin, 'DELETE', `/api/admin/users/${ed.id}/sessions`), params({ id: ed.id }))).status).toBe(500);
      expect((await RENAME(send(edCookie, 'PATCH', '/api/admin/account', { name: 'Never Kept' }), noParams)).status).toBe(500);
    });

    expect(await invitation('sam@example.com')).toEqual([]);
    // The open invitation stays the one open.
    expect(await invitation('eve@example.com')).toEqual([{ id: open, revoked_at: null }]);
    // Ed keeps the role, the name and the session (not disabled: a disabled account's session is refused).
    expect(await checkStaffSession(new Headers({ cookie: edCookie }))).toMatchObject({ status: 'staff', user: { id: ed.id, role: 'editor', name: 'Ed Editor' } });
    expect(await auditEntries(db)).toEqual(before);
  });

  it('disabling, or demoting, a member withdraws the invitations they sent, each with an invite-revoke entry', async () => {
    const { db } = current();
    const members = await Promise.all(['ann@example.com', 'bo@example.com'].map((email) => addStaff({ email, password: PASSWORD, role: 'admin' })));
    for (const [member, invited] of [
      [members[0]!, 'kim@example.com'],
      [members[1]!, 'lee@example.com'],
    ] as const) {
      expect((await invite(sessionCookieOf(await signIn(member.email, PASSWORD)), invited)).status).toBe(201);
    }
    const [kim] = await invitation('kim@example.com');
    const [lee] = await invitation('lee@example.com');

    expect((await change(members[0]!.id, { disabled: true })).status).toBe(200);
    expect((await change(members[1]!.id, { role: 'editor' })).status).toBe(200);

    expect(await invitation('kim@example.com')).toEqual([{ id: kim!.id, revoked_at: expect.any(String) }]);
    expect(await invitation('lee@example.com')).toEqual([{ id: lee!.id, revoked_at: expect.any(String) }]);
    const recorded = (await auditEntries(db)).filter((entry) => entry.actor.id === by.id && entry.entity !== 'session');
    expect(recorded).toEqual([
      { action: 'invite-revoke', entity: 'invitation', entityId: kim!.id, actor: by, changes: { email: 'kim@example.com' } },
      { action: 'disable', entity: 'account', entityId: members[0]!.id, actor: by, changes: { email: 'ann@example.com' } },
      { action: 'invite-revoke', entity: 'invitation', entityId: lee!.id, actor: by, changes: { email: 'lee@example.com' } },
      { action: 'role-change', entity: 'account', entityId: members[1]!.id, actor: by, changes: { email: 'bo@example.com', role: { before: 'admin', after: 'editor' } } },
    ]);
  });

  it('a rename records the name before and after; sign-out-everywhere ends the sessions with its entry', async () => {
    const { db } = current();
    const renamed = await RENAME(send(admin, 'PATCH', '/api/admin/account', { name: '  Sam Staff ' }), noParams);
    expect((await json(renamed)).data).toEqual({ name: 'Sam Staff' });
    expect(await checkStaffSession(new Headers({ cookie: admin }))).toMatchObject({ status: 'staff', user: { name: 'Sam Staff' } });
    expect((await auditEntries(db, 'account')).filter((entry) => entry.action === 'update')).toEqual([{ action: 'update', entity: 'account', entityId: by.id, actor: by, changes: { name: { before: 'staff', after: 'Sam Staff' } } }]);

    const ed = await addStaff({ email: 'ed@example.com', password: PASSWORD, role: 'editor' });
    const edCookie = sessionCookieOf(await signIn('ed@example.com', PASSWORD));
    expect((await END_SESSIONS(send(admin, 'DELETE', `/api/admin/users/${ed.id}/sessions`), params({ id: ed.id }))).status).toBe(204);
    expect(await checkStaffSession(new Headers({ cookie: edCookie }))).toEqual({ status: 'none' });
    expect((await auditEntries(db, 'account')).filter((entry) => entry.action === 'sign-out-everywhere')).toEqual([{ action: 'sign-out-everywhere', entity: 'account', entityId: ed.id, actor: by, changes: { email: 'ed@example.com' } }]);
  });

  it('a change Better Auth makes to one’s own account is recorded before it is made: without its entry it is not made', async () => {
    const { db } = current();
    const changePassword = (currentPassword: string) =>
      handleAuthRequest(authRequest('/change-password', { cookie: admin, forwardedFor: freshAddress(), body: { currentPassword, newPassword: 'a-new-team-password-2', revokeOtherSessions: true } }));
    await withAuditBroken(db, async () => {
      expect((await changePassword(STAFF.password)).status).toBe(500);
    });
    // Not changed: the old password still signs in.
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
    // A refusal (the wrong current password) is recorded after its attempt; a change, once.
    expect((await changePassword('not-the-current-one-1')).status).toBe(400);
    expect((await changePassword(STAFF.password)).status).toBe(200);
    expect((await auditEntries(db, 'account')).map((entry) => entry.action)).toEqual(['password-change', 'password-change-refused', 'password-change']);
  });

  it('an invitation accepted is recorded before its account is made: without the entry, no account', async () => {
    const { db } = current();
    const made = (await json(await invite(admin, 'newcomer@example.com'))).data as { link: string };
    const token = new URL(made.link).pathname.split('/').pop()!;
    const accept = () => ACCEPT(apiRequest('/api/team/invitations/accept', { method: 'POST', body: { token, name: 'New Comer', password: 'violet harbor engine nineteen' }, headers: { 'x-forwarded-for': freshAddress() } }), noParams);
    await withAuditBroken(db, async () => {
      expect((await accept()).status).toBe(500);
    });
    expect((await signIn('newcomer@example.com', 'violet harbor engine nineteen')).status).toBe(401);
    expect((await accept()).status).toBe(201);
    expect((await auditEntries(db)).filter((entry) => entry.entity === 'invitation' || entry.action === 'create').map((entry) => entry.action)).toEqual(['invite', 'invite-accept', 'create']);
  });
});
