import { describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/admin/testimonials/route';
import { apiRequest, json, noParams } from './support/api';
import { signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

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
});
