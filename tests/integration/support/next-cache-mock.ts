import { vi } from 'vitest';

// An in-memory stand-in for next/cache outside a Next request scope: it caches by key and honours tags,
// so a test fails if a write forgets to revalidate.
type Entry = { value: unknown; tags: string[] };
const store = new Map<string, Entry>();

export const revalidateTag = vi.fn((tag: string, _profile?: unknown) => {
  for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key);
});

export const revalidatePath = vi.fn((_path: string, _type?: string) => undefined);

export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[] = [], options: { tags?: string[] } = {}) {
  return async (...args: A): Promise<R> => {
    const key = JSON.stringify([keyParts, args]);
    const hit = store.get(key);
    if (hit) return structuredClone(hit.value) as R;
    const value = await fn(...args);
    store.set(key, { value: structuredClone(value), tags: options.tags ?? [] });
    return value;
  };
}

/** The keys cached so far (to prove what never reached the cache). */
export function cacheKeys(): string[] {
  return [...store.keys()];
}

/** Empties the cache and the call records (between tests). */
export function resetNextCache(): void {
  store.clear();
  revalidateTag.mockClear();
  revalidatePath.mockClear();
}
