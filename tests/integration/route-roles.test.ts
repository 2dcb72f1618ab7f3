import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kinds } from '@/kinds/registry';
import { writePermission, type Kind } from '@/kit/define-kind';
import { can, STAFF_ROLES, type Permission } from '@/lib/staff-roles';
import { apiRequest, json } from './support/api';
import { useTestDb } from './support/db';
import { guardState } from './support/guard-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Every admin route × every role (issue 23), generated from the route files: each handler carries its rule, the rule
// is the one this table expects, and each role gets a 403 exactly where its permissions (src/lib/staff-roles.ts) say
// so. A route added without a rule does not compile; one added without a line here fails the first test.

const API = path.join(process.cwd(), 'src/app/api/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** What each route needs; `kind-read` and `kind-write` are a kind's (every kind of the registry is tried). */
const EXPECTED: Record<string, Permission | 'kind-read' | 'kind-write'> = {
  'GET [kind]': 'kind-read',
  'POST [kind]': 'kind-write',
  'GET [kind]/[id]': 'kind-read',
  'PATCH [kind]/[id]': 'kind-write',
  'DELETE [kind]/[id]': 'kind-write',
  'GET [kind]/[id]/preview': 'kind-read',
  'POST [kind]/[id]/restore': 'kind-write',
  'POST [kind]/[id]/publish': 'kind-write',
  'GET [kind]/[id]/versions': 'kind-read',
  'GET [kind]/[id]/versions/[versionId]': 'kind-read',
  'POST [kind]/[id]/versions/[versionId]/restore': 'kind-write',
  'GET globals/[key]': 'kind-read',
  'PATCH globals/[key]': 'kind-write',
  'POST globals/[key]/publish': 'kind-write',
  'GET globals/[key]/versions': 'kind-read',
  'POST publish': 'content:write',
  'GET applications': 'applications',
  'GET applications/export': 'applications',
  'GET applications/[id]': 'applications',
  'PATCH applications/[id]': 'applications',
  'DELETE applications/[id]': 'applications',
  'GET applications/[id]/cv': 'applications',
  'POST applications/[id]/notes': 'applications',
  'POST applications/[id]/deliveries/[deliveryId]/retry': 'applications',
  'GET contact-requests': 'leads',
  'GET contact-requests/export': 'leads',
  'GET contact-requests/sources': 'leads',
  'GET contact-requests/[id]': 'leads',
  'PATCH contact-requests/[id]': 'leads',
  'DELETE contact-requests/[id]': 'leads',
  'POST contact-requests/[id]/notes': 'leads',
  'POST contact-requests/[id]/deliveries/[deliveryId]/retry': 'leads',
  'POST privacy/export': 'privacy',
  'POST privacy/erase': 'privacy',
  'GET media': 'content:read',
  'POST media': 'content:write',
  'GET media/[id]': 'content:read',
  'PATCH media/[id]': 'content:write',
  'DELETE media/[id]': 'content:write',
  'POST media/[id]/replace': 'content:write',
  'GET redirects': 'content:read',
  'POST redirects': 'content:write',
  'DELETE redirects': 'content:write',
  'GET staff': 'content:read',
  'PATCH account': 'self',
  'POST account/passkey-options': 'self',
  'GET analytics': 'analytics',
  'GET analytics/export': 'analytics',
  'GET analytics/funnels': 'analytics',
  'POST analytics/funnels': 'analytics',
  'DELETE analytics/funnels/[id]': 'analytics',
  'GET audit': 'accounts',
  'GET audit/export': 'accounts',
  'GET users': 'accounts',
  'POST users/invitations': 'accounts',
  'DELETE users/invitations/[id]': 'accounts',
  'POST users/invitations/[id]/resend': 'accounts',
  'PATCH users/[id]': 'accounts',
  'DELETE users/[id]/sessions': 'accounts',
};

type Handler = ((request: Request, context: unknown) => Promise<Response>) & { allow?: Permission | ((context: unknown) => Promise<Permission>) };
type Route = { name: string; method: (typeof METHODS)[number]; dir: string; handler: Handler };

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

async function loadRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of routeFiles(API)) {
    const dir = path.relative(API, path.dirname(file)).split(path.sep).join('/');
    const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof exported[method] === 'function') routes.push({ name: `${method} ${dir}`, method, dir, handler: exported[method] as Handler });
  }
  return routes;
}

const UUID = '00000000-0000-4000-8000-000000000000';
/** The route's address and params for one kind (or none): dynamic segments filled with ids nobody has. */
function call(route: Route, kind?: Kind) {
  const values: Record<string, string> = {};
  const address = route.dir.split('/').map((segment) => {
    const name = /^\[(\w+)\]$/.exec(segment)?.[1];
    if (!name) return segment;
    values[name] = name === 'kind' || name === 'key' ? kind!.key : UUID;
    return values[name];
  });
  const request = apiRequest(`/api/admin/${address.join('/')}`, { method: route.method, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
  return route.handler(request, { params: Promise.resolve(values) });
}

describe('every admin route × role', () => {
  useTestDb('sqlite');
  afterEach(() => {
    guardState.role = 'admin';
    guardState.mode = 'staff';
  });

  it('each route file’s handlers carry a rule, the one this table expects; the table names no route that is gone', async () => {
    const routes = await loadRoutes();
    expect(routes.filter((route) => route.handler.allow === undefined).map((route) => route.name)).toEqual([]);
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const route of routes) {
      const expected = EXPECTED[route.name]!;
      if (expected === 'kind-read' || expected === 'kind-write') {
        const kindRoute = route.dir.startsWith('globals') ? kinds.filter((kind) => kind.singleton) : kinds;
        for (const kind of kindRoute as readonly Kind[]) {
          const rule = route.handler.allow!;
          const context = { params: Promise.resolve({ kind: kind.key, key: kind.key, id: UUID, versionId: UUID }) };
          const needed = typeof rule === 'function' ? await rule(context) : rule;
          expect(needed, `${route.name} for ${kind.key}`).toBe(expected === 'kind-read' ? 'content:read' : writePermission(kind));
        }
      } else {
        expect(route.handler.allow, route.name).toBe(expected);
      }
    }
  });

  it('answers 403 to a role without the permission, before anything is read, and lets the others through', async () => {
    const routes = await loadRoutes();
    const table: string[] = [];
    for (const route of routes) {
      const expected = EXPECTED[route.name]!;
      const cases = expected === 'kind-read' || expected === 'kind-write'
        ? ((route.dir.startsWith('globals') ? kinds.filter((kind) => kind.singleton) : kinds) as readonly Kind[]).map((kind) => ({ kind, needed: expected === 'kind-read' ? ('content:read' as Permission) : writePermission(kind) }))
        : [{ kind: undefined, needed: expected }];
      for (const { kind, needed } of cases) {
        for (const role of STAFF_ROLES) {
          guardState.role = role;
          const answer = await call(route, kind);
          const label = `${route.name}${kind ? ` (${kind.key})` : ''} as ${role}`;
          if (can(role, needed)) {
            expect(answer.status, label).not.toBe(403);
            expect(answer.status, label).toBeLessThan(500);
          } else {
            expect(answer.status, label).toBe(403);
            expect((await json(answer)).error, label).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/^Your role \(\w+\) cannot do this/) });
          }
          table.push(`${label}: ${answer.status}`);
        }
      }
    }
    expect(table.length).toBeGreaterThan(STAFF_ROLES.length * Object.keys(EXPECTED).length);
  });
});
