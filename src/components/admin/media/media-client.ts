'use client';

import { apiRequest, ApiError } from '@/lib/api-client';
import type { MediaUsage } from '@/lib/media';
import type { MediaItem, MediaPage } from '@/lib/schemas/media';

export const MEDIA_API = '/api/admin/media';
/** Query keys: the list URL with its page and search, so invalidating [MEDIA_API] refetches every page. */
export const mediaPageKey = (page: number, search = '') => [MEDIA_API, page, search] as const;

export async function fetchMediaPage(page: number, search = '', signal?: AbortSignal): Promise<MediaPage> {
  const query = new URLSearchParams({ page: String(page), ...(search ? { q: search } : {}) });
  const body = await apiRequest<{ data: MediaItem[]; meta: Omit<MediaPage, 'items'> }>(`${MEDIA_API}?${query}`, { signal });
  return { items: body.data, ...body.meta };
}

/** POST the file (multipart; the browser sets the boundary). */
export async function uploadMediaFile(file: File, alt: string, usage: MediaUsage | undefined): Promise<MediaItem> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', alt);
  if (usage) form.set('usage', usage);
  const body = await apiRequest<{ data: MediaItem }>(MEDIA_API, { method: 'POST', body: form });
  return body.data;
}

/** The API's own sentence for a failed request (`error.message`), else null. */
export function apiMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/** Width and height of a local file as the browser shows it (EXIF orientation applied), or null if it does not decode. */
export async function imageSizeOf(blob: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
