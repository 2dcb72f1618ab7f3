'use server';

import type { ReactNode } from 'react';
import { PreviewBlocks } from '@/components/admin/preview/preview-blocks';
import { previewKindOf } from '@/components/admin/preview/preview-kind';
import { getStaffUser } from '@/server/auth/guard';

/**
 * The blocks of a draft as staff are typing it, drawn by the site's own server components (docs/decisions/0036,
 * section 10). Nothing is read or saved: the values come from the editor, so any instance answers. Staff only;
 * null when the session has ended (the frame says so).
 */
export async function renderDraft(key: string, values: unknown): Promise<ReactNode> {
  if (!(await getStaffUser())) return null;
  const preview = typeof key === 'string' ? previewKindOf(key) : null;
  if (!preview) return null;
  const record = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return <PreviewBlocks field={preview.field} blocks={record[preview.fieldKey]} path={preview.pathOf(record)} />;
}
