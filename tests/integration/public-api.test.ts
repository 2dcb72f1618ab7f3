import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getTestimonials } from '@/app/api/testimonials/route';
import { GET as getResources } from '@/app/api/resources/route';
import { GET as getResource } from '@/app/api/resources/[slug]/route';
import { GET as health } from '@/app/api/health/route';
import { POST as postResource } from './support/resource-routes';
import { kindRouteHandlers } from './support/kind-routes';
import { todayIsoDate } from '@/lib/dates';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { getPublishedResourceBySlug } from '@/server/queries/public';
import { SLUG_MAX_LENGTH } from '@/lib/slug';
import { cacheKeys, resetNextCache, revalidateTag } from './support/next-cache-mock';

const { PATCH: patchTestimonial } = kindRouteHandlers('testimonials');

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Two UTC days ahead: a date alone means 00:00 in SITE_TIMEZONE, which can be ahead of UTC (late evening UTC is
// already tomorrow in Amsterdam, and its 00:00 has passed).
const tomorrow = () => todayIsoDate(new Date(Date.now() + 2 * 86_400_000));

describe.each(engines)('public API on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => resetNextCache());

  it('a public list comes a page at a time with ?page= (and pageSize), the plain call whole; a bad page is a 400', async () => {
    const whole = (await json(await getResources(apiRequest('/api/resources'), noParams))).data;
    const second = await json(await getResources(apiRequest('/api/resources?page=2&pageSize=4'), noParams));
    expect(second).toEqual({ data: whole.slice(4, 8), page: 2, pageSize: 4, total: whole.length });
    const testimonials = await json(await getTestimonials(apiRequest('/api/testimonials?page=1'), noParams));
    expect(testimonials).toMatchObject({ page: 1, pageSize: 24, total: testimonials.data.length });
    const refused = await getResources(apiRequest('/api/resources?page=0&pageSize=500'), noParams);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ page: 'Page starts at 1', pageSize: 'Page size must be at most 100' });
  });

  it('GET /api/testimonials lists the active testimonials, newest first, under data', async () => {
    const response = await getTestimonials(apiRequest('/api/testimonials'), noParams);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toHaveLength(7);
    expect(data[0]).toMatchObject({ name: 'Sarah Chen', metric: '62%', metricTitle: 'Fewer false positives', isActive: true, imageUrl: '/images/avatars/sarah-chen.svg' });
    const times = data.map((t: { createdAt: string }) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('public lists carry an ETag and a short Cache-Control, and answer 304 to a matching If-None-Match', async () => {
    const first = await getTestimonials(apiRequest('/api/testimonials'), noParams);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const second = await getTestimonials(apiRequest('/api/testimonials', { headers: { 'if-none-match': etag! } }), noParams);
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    const other = await getResources(apiRequest('/api/resources', { headers: { 'if-none-match': '"stale"' } }), noParams);
    expect(other.status).toBe(200);
  });

  it('a write is seen by the next request: deactivating a testimonial removes it from the public list', async () => {
    const before = (await json(await getTestimonials(apiRequest('/api/testimonials'), noParams))).data;
    const target = before[0];
    const patch = await patchTestimonial(apiRequest(`/api/admin/testimonials/${target.id}`, { method: 'PATCH', body: { isActive: false } }), params({ id: target.id }));
    expect(patch.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
    const after = (await json(await getTestimonials(apiRequest('/api/testimonials'), noParams))).data;
    expect(after.map((t: { id: string }) => t.id)).not.toContain(target.id);
    expect(after).toHaveLength(6);
  });

  it('GET /api/resources lists published resources newest first and hides future ones until their day', async () => {
    const created = await postResource(
      apiRequest('/api/admin/resources', { method: 'POST', body: { title: 'Coming Soon', description: 'Later', categories: ['ai'], publishedAt: tomorrow() } }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json(await getResources(apiRequest('/api/resources'), noParams));
    expect(data.map((r: { slug: string }) => r.slug)).toEqual([
      'ai-readiness-in-healthcare',
      'cloud-cost-optimization-playbook',
      'securing-ai-systems',
      'ai-driven-fraud-detection',
      'supply-chain-optimization-through-cloud',
      'transforming-legal-discovery-with-ai',
    ]);
    expect(data[0]).toMatchObject({ type: 'whitepaper', categories: ['ai', 'healthcare'] });
    expect((await getResource(apiRequest('/api/resources/coming-soon'), params({ slug: 'coming-soon' }))).status).toBe(404);
  });

  it('GET /api/resources/{slug} answers the resource, or 404 in the error shape', async () => {
    const ok = await getResource(apiRequest('/api/resources/securing-ai-systems'), params({ slug: 'securing-ai-systems' }));
    expect(ok.status).toBe(200);
    const { data } = await json(ok);
    expect(data).toMatchObject({ title: 'Securing AI Systems', type: 'article', categories: ['security', 'ai'] });
    expect(data.content).toContain('<h2>');
    const missing = await getResource(apiRequest('/api/resources/nope'), params({ slug: 'nope' }));
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ error: { code: 'not_found', message: 'Resource not found' } });
    expect((await getResource(apiRequest('/api/resources/Bad%20Slug'), params({ slug: 'Bad Slug' }))).status).toBe(404);
  });

  it('a resource with a 200-character title and no slug is found under the slug made for it', async () => {
    const title = `${'Cloud Cost Optimization for Regulated Industries '.repeat(4)}Playbook`.slice(0, 200);
    expect(title).toHaveLength(200);
    const created = await postResource(apiRequest('/api/admin/resources', { method: 'POST', body: { title, slug: '', description: 'Long', categories: ['cloud'] } }), noParams);
    expect(created.status).toBe(201);
    const { slug } = (await json(created)).data;
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    const found = await getResource(apiRequest(`/api/resources/${slug}`), params({ slug }));
    expect(found.status).toBe(200);
    expect((await json(found)).data.title).toBe(title);
  });

  it('a made-up slug never becomes a cache entry, malformed or well-formed (the cache is keyed by slug)', async () => {
    for (const slug of ['Bad Slug', '../etc', 'a'.repeat(SLUG_MAX_LENGTH + 1), 'trailing-']) {
      expect(await getPublishedResourceBySlug(slug)).toBeNull();
    }
    expect(cacheKeys()).toEqual([]);
    // Well-formed but unknown: answered null, and still no entry (issue 20: they grew the data cache without bound).
    expect(await getPublishedResourceBySlug('no-such-resource')).toBeNull();
    expect(await getPublishedResourceBySlug('no-such-resource')).toBeNull();
    expect(cacheKeys()).toEqual([]);
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const response = await health(apiRequest('/api/health'), noParams);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok' });
  });
});
