import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindParts } from '@/kit/server/kind-api';
import { testimonials } from '@/kinds/testimonials/definition';
import { getActiveTestimonials, getHomeTestimonials, getLatestResources, getPublishedResources, HOME_TESTIMONIALS } from '@/server/queries/public';
import { engines, useTestDb } from './support/db';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));

// The home page reads a bounded selection (issue 21, content at scale): with a thousand testimonials it drew a
// thousand slides (2.0 MB of HTML); it now reads the newest few, and the public API still lists them all.
describe.each(engines)('the home page’s reads on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => resetNextCache());

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
});
