import 'server-only';
import { draftMode } from 'next/headers';
import { env } from '@/server/env';
import { rejectUnlessSameOrigin } from '@/server/http/origin';
import { notFound } from '@/server/http/responses';
import { respond, staffRoute } from '@/server/http/route';
import { encodePreview, PREVIEW_COOKIE } from '@/server/publishing/preview';
import { parseId } from '@/server/services/result';
import type { Kind } from '../define-kind';
import { kindParts } from './kind-api';

type ItemContext = { params: Promise<{ kind: string; id: string }> };

/**
 * `/api/admin/[kind]/[id]/preview` (`?version=` one of its versions): the public page of a document with an address of
 * its own, as visitors will see it, in draft mode for this browser only (`/api/preview/exit` leaves it). It sets
 * cookies: from this site's own pages only, never a link elsewhere (CSRF).
 */
export function previewRoute(kinds: readonly Kind[]) {
  const parts = new Map(kinds.map((kind) => [kind.key, kindParts(kind)]));
  const byKey = new Map(kinds.map((kind) => [kind.key, kind]));
  const read = { allow: 'content:read' } as const;
  return {
    GET: staffRoute<ItemContext>(async ({ request, context: route }) => {
      const refused = rejectUnlessSameOrigin(request);
      if (refused) return refused;
      const { kind: key, id } = await route.params;
      const kind = parts.get(key);
      const address = byKey.get(key)?.public.address;
      if (!kind || kind.documents || !address) return notFound('Page');
      const versionId = new URL(request.url).searchParams.get('version');
      const parsedId = parseId(id);
      if (!parsedId.ok) return respond(parsedId.result);
      const current = await kind.store.get(parsedId.id);
      if (!current) return notFound(byKey.get(key)!.labels.singular);
      const version = versionId ? await kind.service.version(id, versionId) : null;
      if (version && !version.ok) return respond(version);
      const shown = version?.ok ? { ...current, ...version.data.values } : current;
      (await draftMode()).enable();
      const response = new Response(null, { status: 303, headers: { Location: address.of(shown), 'Cache-Control': 'no-store' } });
      const secure = env().SITE_URL.startsWith('https:') ? '; Secure' : '';
      response.headers.append('Set-Cookie', `${PREVIEW_COOKIE}=${encodeURIComponent(encodePreview({ id, ...(version?.ok ? { version: version.data.id } : {}) }))}; Path=/; HttpOnly; SameSite=Lax${secure}`);
      return response;
    }, read),
  };
}
