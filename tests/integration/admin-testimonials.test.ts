import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindRouteHandlers } from './support/kind-routes';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache, revalidateTag } from './support/next-cache-mock';

const { GET, POST, PATCH, DELETE } = kindRouteHandlers('testimonials');

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const valid = { name: 'Ada Park', position: 'CTO', company: 'Volt Bank', testimonial: 'They delivered.' };
const post = (body: unknown, init: Parameters<typeof apiRequest>[1] = {}) => POST(apiRequest('/api/admin/testimonials', { method: 'POST', body, ...init }), noParams);
const patch = (id: string, body: unknown, init: Parameters<typeof apiRequest>[1] = {}) =>
  PATCH(apiRequest(`/api/admin/testimonials/${id}`, { method: 'PATCH', body, ...init }), params({ id }));
const remove = (id: string, init: Parameters<typeof apiRequest>[1] = {}) => DELETE(apiRequest(`/api/admin/testimonials/${id}`, { method: 'DELETE', ...init }), params({ id }));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('admin testimonials API on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('POST creates a testimonial (201, isActive defaults to true, unknown keys dropped) and revalidates', async () => {
    const response = await post({ ...valid, metric: ' 40% ', metricTitle: 'Faster', imageUrl: '', role: 'ignored' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ ...valid, metric: '40%', metricTitle: 'Faster', imageUrl: null, isActive: true });
    expect(data).not.toHaveProperty('role');
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
  });

  it('GET lists every testimonial, inactive ones too, newest first', async () => {
    const created = (await json(await post({ ...valid, isActive: false }))).data;
    const { data } = await json(await GET(apiRequest('/api/admin/testimonials'), noParams));
    expect(data).toHaveLength(8);
    expect(data[0]).toMatchObject({ id: created.id, isActive: false });
  });

  it('GET with ?page= answers one page with the total, in the same order, and 400 for a bad page', async () => {
    const everything = (await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data;
    const pageOf = async (query: string) => json(await GET(apiRequest(`/api/admin/testimonials?${query}`), noParams));
    const first = await pageOf('page=1&pageSize=3');
    expect(first).toEqual({ data: everything.slice(0, 3), page: 1, pageSize: 3, total: everything.length });
    const last = await pageOf('page=3&pageSize=3');
    expect(last.data).toEqual(everything.slice(6, 9));
    expect((await pageOf('pageSize=5')).data).toHaveLength(5);
    const refused = await GET(apiRequest('/api/admin/testimonials?page=0&pageSize=500'), noParams);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ page: 'Page starts at 1', pageSize: 'Page size must be at most 100' });
  });

  it('POST answers 400 with a message per invalid field', async () => {
    const response = await post({ name: ' ', company: 'x'.repeat(121), testimonial: 'ok', imageUrl: 'javascript:alert(1)', isActive: 'yes' });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({
      name: 'Name is required',
      position: 'Position is required',
      company: 'Company must be at most 120 characters',
      imageUrl: 'Image URL must be an http(s) URL or a path on this site',
      isActive: 'isActive must be true or false',
    });
  });

  it('PATCH changes only the fields sent (the eye toggle sends isActive alone)', async () => {
    const created = (await json(await post({ ...valid, metric: '3x', metricTitle: 'Speed' }))).data;
    const response = await patch(created.id, { isActive: false });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ ...valid, metric: '3x', metricTitle: 'Speed', isActive: false });
    const edited = await json(await patch(created.id, { name: 'Ada Park-Lee', metric: '' }));
    expect(edited.data).toMatchObject({ name: 'Ada Park-Lee', metric: null, isActive: false });
  });

  it('PATCH and DELETE answer 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await patch(UNKNOWN, { isActive: true })).status).toBe(404);
    expect((await remove(UNKNOWN)).status).toBe(404);
    const bad = await patch('not-a-uuid', { isActive: true });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ id: 'Invalid id' });
  });

  it('DELETE answers 204 and the testimonial is gone', async () => {
    const created = (await json(await post(valid))).data;
    const response = await remove(created.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data.map((t: { id: string }) => t.id)).not.toContain(created.id);
    expect((await remove(created.id)).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the staff role, and changes nothing', async () => {
    guardState.mode = 'anonymous';
    expect((await GET(apiRequest('/api/admin/testimonials'), noParams)).status).toBe(401);
    expect((await post(valid)).status).toBe(401);
    guardState.mode = 'not-staff';
    expect((await post(valid)).status).toBe(403);
    guardState.mode = 'staff';
    expect((await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data).toHaveLength(7);
  });

  it('refuses a cross-origin write with 403 (foreign Origin or Sec-Fetch-Site: cross-site)', async () => {
    const foreign = await post(valid, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await json(foreign)).error.code).toBe('forbidden_origin');
    expect((await post(valid, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const id = (await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data[0].id;
    expect((await remove(id, { origin: 'http://localhost:3000.evil.example' })).status).toBe(403);
    expect((await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data).toHaveLength(7);
  });

  it('answers 415 for a body that is not JSON, 413 over 1 MiB, 400 for malformed JSON', async () => {
    const form = await post(undefined, { rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await json(form)).error.code).toBe('unsupported_media_type');
    const big = await post({ ...valid, testimonial: 'x'.repeat(1024 * 1024) });
    expect(big.status).toBe(413);
    expect((await json(big)).error.code).toBe('payload_too_large');
    const broken = await post(undefined, { rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await json(broken)).error.code).toBe('invalid_json');
    expect((await json(await GET(apiRequest('/api/admin/testimonials'), noParams))).data).toHaveLength(7);
  });
});
