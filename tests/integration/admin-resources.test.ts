import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE, GET, PATCH, POST, RESTORE } from './support/resource-routes';
import { apiRequest, json, noParams, params } from './support/api';
import { createResource, resourceRecord, TEST_AUTHOR } from './support/resources';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache, revalidatePath, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const valid = { title: 'Zero Trust for Clinics', description: 'How to start.', categories: ['security', 'healthcare'] };
const post = (body: unknown) => POST(apiRequest('/api/admin/resources', { method: 'POST', body }), noParams);
const patch = (id: string, body: unknown) => PATCH(apiRequest(`/api/admin/resources/${id}`, { method: 'PATCH', body }), params({ id }));
const remove = (id: string) => DELETE(apiRequest(`/api/admin/resources/${id}`, { method: 'DELETE' }), params({ id }));
const removeForGood = (id: string) => DELETE(apiRequest(`/api/admin/resources/${id}?permanent=true`, { method: 'DELETE' }), params({ id }));
const restore = (id: string) => RESTORE(apiRequest(`/api/admin/resources/${id}/restore`, { method: 'POST' }), params({ id }));

describe.each(engines)('admin resources API on %s', (engine) => {
  const current = useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });
  const counts = async () => {
    const { db } = current();
    const n = async (table: 'resources' | 'resource_categories') =>
      Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    return { resources: await n('resources'), categories: await n('resource_categories') };
  };

  it('POST creates a resource: slug from the title, type article and date today by default (201)', async () => {
    const response = await post({ ...valid, slug: '' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ ...valid, slug: 'zero-trust-for-clinics', type: 'article', content: '', imageUrl: null, status: 'published', noindex: false, revision: 1, deletedAt: null });
    // Published now: the instant of the request.
    expect(Math.abs(Date.parse(data.publishedAt) - Date.now())).toBeLessThan(10_000);
    expect(revalidateTag).toHaveBeenCalledWith('resources', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith('resources:zero-trust-for-clinics', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap.xml');
  });

  it('GET lists all resources, newest publication first, future ones included', async () => {
    await post({ ...valid, publishedAt: '2999-01-01' });
    const { data } = await json(await GET(apiRequest('/api/admin/resources'), noParams));
    expect(data).toHaveLength(7);
    // A date alone is 00:00 in the site's zone (Europe/Amsterdam, UTC+1 in winter).
    expect(data[0]).toMatchObject({ slug: 'zero-trust-for-clinics', publishedAt: '2998-12-31T23:00:00.000Z', categories: ['security', 'healthcare'] });
  });

  it('GET with ?page= answers one page of the filtered list with its total, and 400 for bad filters', async () => {
    await post({ ...valid, publishedAt: '2999-01-01' });
    await post({ ...valid, title: 'A draft whitepaper', type: 'whitepaper', status: 'draft' });
    const everything = (await json(await GET(apiRequest('/api/admin/resources'), noParams))).data;
    const pageOf = async (query: string) => json(await GET(apiRequest(`/api/admin/resources?${query}`), noParams));
    expect(await pageOf('page=1&pageSize=3')).toEqual({ data: everything.slice(0, 3), page: 1, pageSize: 3, total: 8 });
    expect((await pageOf('page=3&pageSize=3')).data).toEqual(everything.slice(6, 8));
    // Where each stands now, as publicationState says, computed in SQL.
    const scheduled = await pageOf('state=scheduled&pageSize=10');
    expect(scheduled.data.map((r: { slug: string }) => r.slug)).toEqual(['zero-trust-for-clinics']);
    const drafts = await pageOf('state=draft&pageSize=10');
    expect(drafts.data.map((r: { title: string }) => r.title)).toEqual(['A draft whitepaper']);
    const published = await pageOf('state=published&pageSize=10');
    expect(published.total).toBe(6);
    const whitepapers = await pageOf('type=whitepaper&pageSize=10');
    expect(whitepapers.data.every((r: { type: string }) => r.type === 'whitepaper')).toBe(true);
    expect(whitepapers.total).toBe(everything.filter((r: { type: string }) => r.type === 'whitepaper').length);
    expect((await pageOf('type=whitepaper&state=published&pageSize=10')).total).toBe(whitepapers.total - 1);
    const refused = await GET(apiRequest('/api/admin/resources?page=1&type=podcast&state=live'), noParams);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ type: 'Type must be one of: article, whitepaper, case-study', state: 'State must be draft, scheduled or published' });
  });

  it('POST answers 400 with the validation messages', async () => {
    const response = await post({ title: '', description: '', categories: ['all'], type: 'podcast', publishedAt: '2026-02-30', imageUrl: 'ftp://x' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      categories: 'Categories must be chosen from: ai, cloud, security, healthcare, fintech, logistics, legaltech',
      type: 'Type must be one of: article, whitepaper, case-study',
      publishedAt: 'Publication date must be a real date',
      imageUrl: 'Image URL must be an http(s) URL or a path on this site',
    });
    const none = await json(await post({ ...valid, categories: [] }));
    expect(none.error.fields).toEqual({ categories: 'Please select at least one category' });
    const symbols = await json(await post({ ...valid, title: '!!!' }));
    expect(symbols.error.fields).toEqual({ slug: 'Slug must contain letters or numbers' });
  });

  it('a taken slug is 409 on slug, and nothing is half-written', async () => {
    const before = await counts();
    const response = await post({ ...valid, slug: 'Securing AI Systems', categories: ['ai', 'cloud', 'security'] });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: { code: 'slug_taken', message: 'This slug is already used by another resource', fields: { slug: 'This slug is already used by another resource' } },
    });
    expect(await counts()).toEqual(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('a write that fails after its first statement leaves no row (the transaction rolls back)', async () => {
    const before = await counts();
    // Duplicate categories break the categories insert after the resource row was written.
    const write = createResource({ ...resourceRecord({ ...valid, categories: ['security'], slug: 'half-written' }), categories: ['ai', 'ai'] }, TEST_AUTHOR);
    await expect(write).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('stores HTML content sanitized', async () => {
    const { data } = await json(await post({ ...valid, content: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">a</a></p>' }));
    expect(data.content).toBe('<p>Hi <a>a</a></p>');
    const notion = 'https://www.notion.so/acme/Case-Study-123abc';
    expect((await json(await patch(data.id, { content: notion }))).data.content).toBe(notion);
  });

  it('refuses content that sanitizing makes longer than 200,000 characters (400 on content, nothing stored), on create and update', async () => {
    const before = await counts();
    // 25,000 × 8 characters sent; each '&' becomes '&amp;', so 300,000 once sanitized.
    const growing = '<p>&</p>'.repeat(25_000);
    const tooLong = { error: { code: 'validation_error', message: 'Some fields are invalid', fields: { content: 'Content is too long: at most 200,000 characters once its HTML is made safe (& is stored as &amp;)' } } };
    const refused = await post({ ...valid, content: growing });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual(tooLong);
    expect(await counts()).toEqual(before);

    const created = (await json(await post(valid))).data;
    const patched = await patch(created.id, { content: growing, title: 'Changed' });
    expect(patched.status).toBe(400);
    expect(await json(patched)).toEqual(tooLong);
    expect((await json(await GET(apiRequest('/api/admin/resources'), noParams))).data.find((r: { id: string }) => r.id === created.id)).toMatchObject({ title: valid.title, content: '' });
  });

  it('stored content up to the limit can be saved back unchanged', async () => {
    // 133,336 characters sent, exactly 200,000 once sanitized ('<p>&</p>' becomes the 12 characters '<p>&amp;</p>').
    const content = '<p>&</p>'.repeat(16_666) + '<p>x</p>';
    const { data } = await json(await post({ ...valid, content }));
    expect(data.content).toHaveLength(200_000);
    const again = await patch(data.id, { content: data.content });
    expect(again.status).toBe(200);
    expect((await json(again)).data.content).toBe(data.content);
  });

  it('refuses control characters and lone surrogates in text fields with a field message', async () => {
    const response = await post({ ...valid, title: 'Zero\u0000Trust', description: 'Line one\nline two \ud800', content: 'a\u0007b' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      title: 'Title must not contain control characters',
      description: 'Description must be valid Unicode text',
      content: 'Content must not contain control characters',
    });
    const created = (await json(await post({ ...valid, description: 'Line one\n\tline two\r\n' }))).data;
    expect(created.description).toBe('Line one\n\tline two');
    expect((await json(await patch(created.id, { slug: 'a\u0000b' }))).error.fields).toEqual({ slug: 'Slug must not contain control characters' });
  });

  it('PATCH with an empty slug makes it from the (new) title and revalidates the old path', async () => {
    const created = (await json(await post(valid))).data;
    const response = await patch(created.id, { title: 'Zero Trust, Step by Step', slug: '' });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ slug: 'zero-trust-step-by-step', description: valid.description, categories: valid.categories });
    expect(revalidatePath).toHaveBeenCalledWith('/resources/zero-trust-for-clinics');
    expect(revalidateTag).toHaveBeenCalledWith('resources:zero-trust-for-clinics', { expire: 0 });
    const kept = (await json(await patch(created.id, { slug: '', categories: ['ai'] }))).data;
    expect(kept).toMatchObject({ slug: 'zero-trust-step-by-step', categories: ['ai'] });
  });

  it('PATCH to a taken slug is 409 and leaves the resource as it was', async () => {
    const created = (await json(await post(valid))).data;
    const response = await patch(created.id, { slug: 'securing-ai-systems', categories: ['fintech'], title: 'Renamed' });
    expect(response.status).toBe(409);
    expect((await json(response)).error.fields).toEqual({ slug: 'This slug is already used by another resource' });
    const { data } = await json(await GET(apiRequest('/api/admin/resources'), noParams));
    expect(data.find((r: { id: string }) => r.id === created.id)).toMatchObject({ title: valid.title, slug: 'zero-trust-for-clinics', categories: valid.categories });
  });

  it('DELETE answers 204 and moves the resource to the trash; restore brings it back; delete for good removes it with its categories', async () => {
    const created = (await json(await post(valid))).data;
    const before = await counts();
    expect((await remove(created.id)).status).toBe(204);
    expect(revalidatePath).toHaveBeenCalledWith('/resources/zero-trust-for-clinics');
    // Kept, but in the trash only.
    expect(await counts()).toEqual(before);
    const list = async (query = '') => (await json(await GET(apiRequest(`/api/admin/resources${query}`), noParams))).data as Array<{ id: string; deletedAt: string | null }>;
    expect((await list()).some((r) => r.id === created.id)).toBe(false);
    const trash = await list('?trash=true');
    expect(trash.map((r) => r.id)).toEqual([created.id]);
    expect(trash[0]!.deletedAt).toEqual(expect.any(String));
    expect((await remove(created.id)).status).toBe(404);
    expect((await patch(created.id, { title: 'x' })).status).toBe(404);

    // A resource not in the trash cannot be deleted for good.
    const other = (await json(await post({ ...valid, title: 'Kept Around' }))).data;
    expect((await removeForGood(other.id)).status).toBe(409);

    const restored = await restore(created.id);
    expect(restored.status).toBe(200);
    expect((await json(restored)).data).toMatchObject({ id: created.id, deletedAt: null, slug: 'zero-trust-for-clinics' });
    expect((await list()).some((r) => r.id === created.id)).toBe(true);
    expect((await restore(created.id)).status).toBe(404);

    expect((await remove(created.id)).status).toBe(204);
    expect((await removeForGood(created.id)).status).toBe(204);
    expect(await counts()).toEqual({ resources: before.resources, categories: before.categories });
    expect((await list('?trash=true')).length).toBe(0);
    expect((await GET(apiRequest('/api/admin/resources?status=bogus'), noParams)).status).toBe(400);
  });
});
