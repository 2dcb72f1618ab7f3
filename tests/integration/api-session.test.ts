import { describe, expect, it, vi } from 'vitest';
import { kindRouteHandlers } from './support/kind-routes';
import { POST as postResource } from './support/resource-routes';
import { PATCH as patchContactRequest } from '@/app/api/admin/contact-requests/[id]/route';
import { apiRequest, json, noParams, params } from './support/api';
import { signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

const { GET, POST } = kindRouteHandlers('testimonials');

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The admin routes with the real staff guard and a real session cookie (no guard mock).
describe.each(engines)('admin API with a real session on %s', (engine) => {
  useTestDb(engine);

  it('answers 401 without the session cookie and serves staff with it', async () => {
    const anonymous = await GET(apiRequest('/api/admin/testimonials'), noParams);
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error.code).toBe('unauthorized');
    const { cookie } = await signedInStaff();
    const listed = await GET(apiRequest('/api/admin/testimonials', { headers: { cookie } }), noParams);
    expect(listed.status).toBe(200);
    expect((await json(listed)).data).toHaveLength(7);
    const body = { name: 'A B', position: 'CEO', company: 'C', testimonial: 'Great.' };
    expect((await POST(apiRequest('/api/admin/testimonials', { method: 'POST', body, headers: { cookie } }), noParams)).status).toBe(201);
    expect((await POST(apiRequest('/api/admin/testimonials', { method: 'POST', body, headers: { cookie }, origin: 'https://evil.example' }), noParams)).status).toBe(403);
  });

  // The guard is the first step: an anonymous caller learns nothing about body rules (415/413/400) or origins.
  it('answers an anonymous write 401 before looking at its body or origin', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const notJson = { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } };
    const writes = [
      () => POST(apiRequest('/api/admin/testimonials', { method: 'POST', ...notJson }), noParams),
      () => postResource(apiRequest('/api/admin/resources', { method: 'POST', ...notJson }), noParams),
      () => patchContactRequest(apiRequest(`/api/admin/contact-requests/${id}`, { method: 'PATCH', ...notJson }), params({ id })),
      () => postResource(apiRequest('/api/admin/resources', { method: 'POST', rawBody: '{', headers: { 'content-type': 'application/json' }, origin: 'https://evil.example' }), noParams),
    ];
    for (const write of writes) {
      const response = await write();
      expect(response.status).toBe(401);
      expect((await json(response)).error.code).toBe('unauthorized');
    }
    // The same non-JSON body from staff reaches the body check.
    const { cookie } = await signedInStaff();
    const staff = await postResource(apiRequest('/api/admin/resources', { method: 'POST', ...notJson, headers: { ...notJson.headers, cookie } }), noParams);
    expect(staff.status).toBe(415);
  });
});
