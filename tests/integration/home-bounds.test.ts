import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindParts } from '@/kit/server/kind-api';
import { kindRoutes } from '@/kit/server/kind-routes';
import { TestimonialsBlock } from '@/blocks/testimonials/component';
import { apiRequest, params } from './support/api';
import { guardState } from './support/guard-mock';
import { testimonials } from '@/kinds/testimonials/definition';
import { carouselTestimonials, getActiveTestimonials, getHomeTestimonials, getLatestResources, getPublishedPage, getPublishedResources, HOME_TESTIMONIALS } from '@/server/queries/public';
import { resourceListPage } from '@/blocks/resource-list/component';
import type { resourceListBlock } from '@/blocks/resource-list/definition';
import type { BlockValue } from '@/kit/fields';
import { DEFAULT_FILTERS } from '@/lib/resource-filters';
import { createResource, resourceRecord, TEST_AUTHOR } from './support/resources';
import { engines, useTestDb } from './support/db';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const routes = kindRoutes([testimonials]);

// The home page reads a bounded selection (issue 21, content at scale): with a thousand testimonials it drew a
// thousand slides (2.0 MB of HTML); it now reads the newest few, and the public API still lists them all.
describe.each(engines)('the home page’s reads on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('are the newest active testimonials up to the bound, and the newest three resources', async () => {
    const store = kindParts(testimonials).store;
    for (let i = 0; i < 20; i += 1) await store.create({ name: `Client ${i}`, position: 'CTO', company: 'Scale Co', testimonial: 'One of many.', metric: null, metricTitle: null, imageUrl: null, isActive: i % 5 !== 0 });
    const all = await getActiveTestimonials();
    expect(all.length).toBeGreaterThan(HOME_TESTIMONIALS);
    const home = await getHomeTestimonials();
    expect(home.map((item) => item.id)).toEqual(all.slice(0, HOME_TESTIMONIALS).map((item) => item.id));
    expect(home.every((item) => item.isActive)).toBe(true);

    const latest = await getLatestResources(3);
    expect(latest.map((item) => item.slug)).toEqual((await getPublishedResources()).slice(0, 3).map((item) => item.slug));
  });

  it('the carousel shows the testimonials staff featured when its block asks, newest first, else the newest', async () => {
    const store = kindParts(testimonials).store;
    const made = [];
    // Two milliseconds apart: "newest first" is by creation time, and two in one millisecond would tie.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
    for (let i = 0; i < 6; i += 1, await tick()) made.push(await store.create({ name: `Featured ${i}`, position: 'CTO', company: 'Pick Co', testimonial: 'Chosen.', metric: null, metricTitle: null, imageUrl: null, isActive: i !== 1, isFeatured: i % 2 === 1 || i === 0 }));
    const names = (list: Array<{ name: string }>) => list.map((item) => item.name);
    // What the block draws: the carousel's testimonials as its selection and count say.
    const shown = async (selection: 'latest' | 'featured', count: '3' | '12') => {
      const drawn = await TestimonialsBlock({ block: { type: 'testimonials', eyebrow: null, heading: 'Clients', selection, count, tinted: false, anchor: null }, index: 0, path: '/' });
      return names((drawn.props as { testimonials: Array<{ name: string }> }).testimonials);
    };
    // Newest first among the featured and active ones (Featured 1 is inactive); no other testimonial.
    expect(await shown('featured', '12')).toEqual(['Featured 5', 'Featured 3', 'Featured 0']);
    expect(names(await carouselTestimonials('featured', 2))).toEqual(['Featured 5', 'Featured 3']);
    expect(await shown('latest', '3')).toEqual(['Featured 5', 'Featured 4', 'Featured 3']);
    // Once none is featured (through the staff API, which expires the home page's reads), the newest rather than nothing.
    for (const item of made) expect((await routes.item.PATCH(apiRequest(`/api/admin/testimonials/${item.id}`, { method: 'PATCH', body: { isFeatured: false } }), params({ kind: 'testimonials', id: item.id }))).status).toBe(200);
    expect(await shown('featured', '3')).toEqual(['Featured 5', 'Featured 4', 'Featured 3']);
    // The spec's call still answers each testimonial with its fields, the new one beside them.
    expect((await store.get(made[0]!.id))).toMatchObject({ name: 'Featured 0', isActive: true, isFeatured: false });
  });

  it('the resources list pages by the size its block sets: every card up to it, then pages of it, filtered first', async () => {
    const page = (await getPublishedPage('/resources'))!;
    const list = page.blocks.find((block) => block.type === 'resourceList') as BlockValue<typeof resourceListBlock>;
    expect(list).toMatchObject({ pageSize: '12', readMore: 'Read more', label: 'Resources' });
    const all = await getPublishedResources();
    expect(all.length).toBe(6);
    // Up to the size, one page holds every card and the filters work in place (nothing is cut).
    expect(await resourceListPage(list, DEFAULT_FILTERS, 1)).toMatchObject({ pages: 1, paged: null, resources: all });
    expect(await resourceListPage(list, DEFAULT_FILTERS, 2)).toBeNull();
    // At six (as many as there are) one page still holds them all; with more, the list comes in pages of six.
    const small = { ...list, pageSize: '6' as const };
    expect((await resourceListPage(small, DEFAULT_FILTERS, 1))?.paged).toBeNull();
    for (let i = 0; i < 3; i += 1) await createResource(resourceRecord({ title: `Paged guide ${i}`, description: 'One of more.', categories: ['cloud'], publishedAt: '2020-01-01' }), TEST_AUTHOR);
    resetNextCache();
    const first = await resourceListPage(small, DEFAULT_FILTERS, 1);
    expect(first).toMatchObject({ pages: 2, paged: { total: 9, first: 1 } });
    expect(first?.resources).toHaveLength(6);
    expect((await resourceListPage(small, DEFAULT_FILTERS, 2))?.resources).toHaveLength(3);
    expect(await resourceListPage(small, DEFAULT_FILTERS, 3)).toBeNull();
    // A filter narrows before paging: the cloud resources, six to a page.
    const cloud = await resourceListPage(small, { category: 'cloud', type: 'all' }, 1);
    expect(cloud?.resources.every((resource) => resource.categories.includes('cloud'))).toBe(true);
    expect(cloud?.paged?.total).toBe(all.filter((resource) => resource.categories.includes('cloud')).length + 3);
  });
});

