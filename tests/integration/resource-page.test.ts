import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SLUG_MAX_LENGTH } from '@/lib/slug';
import { getPublishedResourceBySlug } from '@/server/queries/public';
import type * as PublicQueries from '@/server/queries/public';
import { engines, useTestDb } from './support/db';
import { cacheKeys, resetNextCache } from './support/next-cache-mock';

// The page outside Next: notFound() throws as it does there; the article markup is not under test.
vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/components/site/resource-article', () => ({ ResourceArticle: () => null }));
vi.mock('@/server/queries/public', async (importOriginal) => {
  const real = await importOriginal<typeof PublicQueries>();
  return { ...real, getPublishedResourceBySlug: vi.fn(real.getPublishedResourceBySlug) };
});

const { default: Page, generateMetadata } = await import('@/app/(site)/resources/[slug]/page');
const props = (slug: string) => ({ params: Promise.resolve({ slug }) });

describe.each(engines)('the resource page /resources/[slug] on %s', (engine) => {
  useTestDb(engine);
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
});
