import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { z } from 'zod';
import type { Resource } from '@/lib/schemas/resource';
import { getStaffUser } from '../auth/guard';
import { resources } from '@/kinds/resources/definition';
import { kindParts } from '@/kit/server/kind-api';
import { getResource } from '../repositories/resources';

/**
 * Staff preview (docs/decisions/0015): Next's draft mode makes the resource page render per request, and this
 * cookie says which resource (and which of its versions) to show in place of the live one. Both are set only by
 * the staff-only preview route, and the page checks the staff session again before showing anything.
 */
export const PREVIEW_COOKIE = 'smarttech_preview';

const previewSchema = z.object({ id: z.uuid(), version: z.uuid().optional() });
export type PreviewTarget = z.infer<typeof previewSchema>;

export const encodePreview = (target: PreviewTarget) => JSON.stringify(target);

export type Preview = { resource: Resource; versionOf?: string };

/** The resource as staff preview it at `slug`, or null: not in draft mode, not staff, or another resource. */
export async function previewAt(slug: string): Promise<Preview | null> {
  if (!(await draftMode()).isEnabled) return null;
  if (!(await getStaffUser())) return null;
  let target: PreviewTarget;
  try {
    const parsed = previewSchema.safeParse(JSON.parse((await cookies()).get(PREVIEW_COOKIE)?.value ?? ''));
    if (!parsed.success) return null;
    target = parsed.data;
  } catch {
    return null;
  }
  const current = await getResource(target.id);
  if (!current) return null;
  const version = target.version ? await kindParts<Resource>(resources).service.version(target.id, target.version) : null;
  const resource = version?.ok ? { ...current, ...version.data.values } : current;
  if (resource.slug !== slug) return null;
  return { resource, versionOf: version?.ok ? version.data.createdAt : undefined };
}
