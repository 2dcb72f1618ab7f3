import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as auditRoute from '@/app/api/admin/audit/route';
import * as auditExport from '@/app/api/admin/audit/export/route';
import { POST as INVITE } from '@/app/api/admin/users/invitations/route';
import { PATCH as CHANGE } from '@/app/api/admin/users/[id]/route';
import { GET as LEADS_EXPORT } from '@/app/api/admin/contact-requests/export/route';
import { POST as PRIVACY_ERASE } from '@/app/api/admin/privacy/erase/route';
import { addStaff } from '@/server/auth/staff-accounts';
import { handleAuthRequest } from '@/server/auth/handler';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { getDb } from '@/server/db';
import { applyAuditRetention } from '@/server/privacy';
import { siteTimeZone } from '@/server/env';
import { zonedToday } from '@/lib/site-time';
import { totpCode } from '../support/totp';
import { apiRequest, json, noParams, params } from './support/api';
import { authRequest, freshAddress, sessionCookieOf, signIn, STAFF } from './support/auth';
import { engines, useTestDb } from './support/db';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The audit log (issue 23): sign-ins, failures and lockouts, the team's changes, two-factor, exports and privacy
// requests each leave an entry with who, what and when; the screen's call filters and pages; nothing changes one.

type Entry = { action: string; entity: string; entityId: string | null; actor: { id: string | null; email: string | null }; changes: Record<string, unknown> | null };
const as = (cookie: string, path: string, options: { method?: string; body?: unknown } = {}) => apiRequest(path, { ...options, headers: { cookie } });
const entries = async (cookie: string, query = '') => (await json(await auditRoute.GET(as(cookie, `/api/admin/audit${query}`), noParams))) as { data: Entry[]; total: number; page: number; pageSize: number };

describe.each(engines)('audit log on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => resetRateLimitsForTests());

  it('records sign-ins, failures and a lockout, the team’s changes, two-factor, exports and privacy requests; it can only be read', async () => {
    const staff = await addStaff(STAFF);
    let admin = sessionCookieOf(await signIn(STAFF.email, STAFF.password));
    for (let i = 0; i < 5; i += 1) await signIn('Ghost@Example.com', 'not-the-password-1');

    const invited = (await json(await INVITE(as(admin, '/api/admin/users/invitations', { method: 'POST', body: { email: 'sam@example.com', role: 'sales' } }), noParams))).data;
    const member = await addStaff({ email: 'ed@example.com', password: 'juniper candle orbit path', role: 'editor' });
    await CHANGE(as(admin, `/api/admin/users/${member.id}`, { method: 'PATCH', body: { role: 'sales' } }), params({ id: member.id }));
    await CHANGE(as(admin, `/api/admin/users/${member.id}`, { method: 'PATCH', body: { disabled: true } }), params({ id: member.id }));
    await LEADS_EXPORT(as(admin, '/api/admin/contact-requests/export?status=new'), noParams);
    await PRIVACY_ERASE(as(admin, '/api/admin/privacy/erase', { method: 'POST', body: { email: 'gone@example.com' } }), noParams);
    // Two-factor turned on: the password, then a first code.
    const enabled = await handleAuthRequest(authRequest('/two-factor/enable', { body: { password: STAFF.password }, cookie: admin, forwardedFor: freshAddress() }));
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await handleAuthRequest(authRequest('/two-factor/verify-totp', { body: { code: totpCode(totpURI) }, cookie: admin, forwardedFor: freshAddress() }));
    // Turning it on renews the session: the browser goes on with the new cookie.
    admin = sessionCookieOf(confirmed);

    const { data, total } = await entries(admin, '?pageSize=100');
    const seen = data.map((entry) => `${entry.action} ${entry.entity}`);
    for (const expected of ['sign-in session', 'sign-in-failed session', 'lockout session', 'invite invitation', 'role-change account', 'disable account', 'export contact-requests', 'privacy-erase personal-data', '2fa-enable account']) expect(seen).toContain(expected);
    expect(total).toBe(data.length);
    expect(data.find((entry) => entry.action === 'role-change')).toMatchObject({ entityId: member.id, actor: { email: STAFF.email }, changes: { role: { before: 'editor', after: 'sales' } } });
    expect(data.find((entry) => entry.action === 'lockout')).toMatchObject({ actor: { id: null, email: 'ghost@example.com' } });
    expect(data.find((entry) => entry.action === 'invite')).toMatchObject({ entityId: invited.invitation.id, changes: { email: 'sam@example.com', role: 'sales' } });
    expect(data.find((entry) => entry.action === 'export')).toMatchObject({ changes: { filters: { status: 'new' } } });
    // Never a secret: no password, code or token in any entry.
    expect(JSON.stringify(data)).not.toMatch(/not-the-password|juniper|correct-horse|otpauth|secret/i);

    // Filters: by person (address or id), by entity and action, by time.
    const ghost = (await entries(admin, '?actor=ghost@example.com')).data;
    expect(ghost.length).toBeGreaterThan(0);
    expect(ghost.every((entry) => entry.actor.email === 'ghost@example.com')).toBe(true);
    const byId = (await entries(admin, `?actor=${staff.id}`)).data;
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((entry) => entry.actor.id === staff.id)).toBe(true);
    expect((await entries(admin, '?action=disable')).data).toHaveLength(1);
    expect((await entries(admin, '?entity=invitation')).data).toHaveLength(1);
    expect((await entries(admin, '?to=2000-01-01')).data).toHaveLength(0);
    expect((await json(await auditRoute.GET(as(admin, '/api/admin/audit?from=yesterday-ish'), noParams))).error.fields.from).toMatch(/must be a date/);
    // A day that is not in the calendar is refused, not read as the next month's.
    expect((await json(await auditRoute.GET(as(admin, '/api/admin/audit?to=2026-02-30'), noParams))).error.fields.to).toMatch(/must be a date/);
    // Today, as a day of the site's zone, holds everything just recorded.
    const today = zonedToday(siteTimeZone());
    expect((await entries(admin, `?from=${today}&to=${today}&pageSize=100`)).total).toBe(total);
    const csv = await (await auditExport.GET(as(admin, '/api/admin/audit/export?action=lockout'), noParams)).text();
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(2);
    // No call changes or deletes an entry.
    expect(Object.keys(auditRoute)).toEqual(['GET']);
    expect(Object.keys(auditExport).filter((key) => key !== 'runtime')).toEqual(['GET']);
  });

  it('keeps entries AUDIT_RETENTION_MONTHS (24), pruned daily, with a clock the test moves', async () => {
    const db = await getDb();
    const at = (iso: string) => ({ id: `${iso}-x`, at: iso, actor_id: null, actor_email: 'a@example.com', action: 'sign-in', entity: 'session', entity_id: null, changes: null });
    await db.insertInto('audit_log').values([at('2024-01-10T00:00:00.000Z'), at('2025-06-01T00:00:00.000Z')]).execute();
    expect(await applyAuditRetention(new Date('2026-01-20T00:00:00Z'))).toBe(1);
    expect((await db.selectFrom('audit_log').select('at').execute()).map((row) => row.at)).toEqual(['2025-06-01T00:00:00.000Z']);
  });
});
