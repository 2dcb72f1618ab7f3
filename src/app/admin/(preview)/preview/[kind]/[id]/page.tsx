import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewBlocks } from '@/components/admin/preview/preview-blocks';
import { PreviewBridge } from '@/components/admin/preview/preview-bridge';
import { previewKindOf } from '@/components/admin/preview/preview-kind';
import { SiteShell } from '@/components/site/site-shell';
import { kindParts } from '@/kit/server/kind-api';
import { previewPath } from '@/lib/preview.mjs';
import { requireStaffPage } from '@/server/auth/guard';
import { writePermission } from '@/kit/define-kind';

// The live preview of a draft (docs/decisions/0036, section 10): the page as visitors will see it, in the site's
// shell, held in a frame by the editor page, which sends the draft as staff type. Per request, staff only, never
// indexed; the one page the site lets its own pages frame (http-server/security-headers.mjs).
type Props = { params: Promise<{ kind: string; id: string }> };

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function PreviewPage({ params }: Props) {
  const { kind: key, id } = await params;
  const preview = previewKindOf(key);
  await requireStaffPage(previewPath(key, id), writePermission(preview?.kind));
  if (!preview) notFound();
  // The working copy as last saved, until the editor sends what staff are typing.
  const copy = await kindParts(preview.kind).documents?.get(id);
  if (!copy?.ok) notFound();
  return (
    <SiteShell preview>
      <PreviewBridge kind={key} fieldKey={preview.fieldKey} initial={<PreviewBlocks field={preview.field} blocks={copy.data[preview.fieldKey]} path={preview.pathOf(copy.data)} />} />
    </SiteShell>
  );
}
