import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SLUG_MAX_LENGTH } from '@/lib/slug';
import { getPublishedResourceBySlug } from '@/server/queries/public';
import type * as PublicQueries from '@/server/queries/public';
import { engines, useTestDb } from './support/db';
import { fileFor, makeImage, useMediaDataDir } from './support/media';
import { createResource, resourceRecord, TEST_AUTHOR } from './support/resources';
import { uploadMedia } from '@/server/services/media';
import { cacheKeys, resetNextCache } from './support/next-cache-mock';

// The page outside Next: notFound() throws as it does there; the article markup is not under test.
vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
// A visitor: not in staff preview (draft mode).
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), cookies: async () => new Map(), headers: async () => new Headers() }));
vi.mock('@/components/site/resource-article', () => ({ ResourceArticle: () => null }));
vi.mock('@/server/queries/public', async (importOriginal) => {
  const real = await importOriginal<typeof PublicQueries>();
  return { ...real, getPublishedResourceBySlug: vi.fn(real.getPublishedResourceBySlug) };
});

const { default: Page, generateMetadata } = await import('@/app/(site)/resources/[slug]/page');
const props = (slug: string) => ({ params: Promise.resolve({ slug }) });

describe.each(engines)('the resource page /resources/[slug] on %s', (engine) => {
  useTestDb(engine);
  useMediaDataDir();
  beforeEach(() => {
    resetNextCache();
    vi.mocked(getPublishedResourceBySlug).mockClear();
  });

  it.each(['Securing-AI-Systems', 'no spaces', 'x'.repeat(SLUG_MAX_LENGTH + 1), '-leading', 'a--b'])(
    'answers 404 for the malformed slug %s without querying or caching',
    async (slug) => {
      await expect(Page(props(slug))).rejects.toThrow('NEXT_NOT_FOUND');
      expect((await generateMetadata(props(slug))).robots).toEqual({ index: false });
      expect(getPublishedResourceBySlug).not.toHaveBeenCalled();
      expect(cacheKeys()).toEqual([]);
    },
  );

  it('queries a well-formed slug: the resource when published, 404 when unknown', async () => {
    await expect(Page(props('securing-ai-systems'))).resolves.toBeTruthy();
    expect((await generateMetadata(props('securing-ai-systems'))).alternates?.canonical).toBe('/resources/securing-ai-systems');
    await expect(Page(props('no-such-resource'))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(getPublishedResourceBySlug).toHaveBeenCalledWith('no-such-resource');
  });

  it('shares the social crop of the library image staff chose, else the card drawn with the title', async () => {
    const form = new FormData();
    form.set('file', fileFor('jpeg', await makeImage('jpeg', 1600, 900)));
    form.set('alt', 'A lighthouse at dusk');
    const media = await uploadMedia(form, null);
    if (!media.ok) throw new Error(media.message);
    await createResource(resourceRecord({ title: 'Shared Widely', description: 'd', categories: ['ai'], socialImageId: media.data.id, seoTitle: 'Shared Widely | Search', seoDescription: 'For search.' }), TEST_AUTHOR);
    const meta = await generateMetadata(props('shared-widely'));
    expect(meta.title).toEqual({ absolute: 'Shared Widely | Search' });
    expect(meta.description).toBe('For search.');
    expect(meta.openGraph?.images).toEqual([{ url: media.data.socialUrl, width: 1200, height: 630, alt: 'A lighthouse at dusk', type: 'image/jpeg' }]);
    const plain = await generateMetadata(props('securing-ai-systems'));
    expect(plain.openGraph?.images).toEqual([{ url: '/og/resources/securing-ai-systems', width: 1200, height: 630, alt: 'Securing AI Systems', type: 'image/png' }]);
    expect(plain.robots).toBeUndefined();
  });
});
