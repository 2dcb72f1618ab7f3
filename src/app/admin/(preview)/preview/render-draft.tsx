'use server';

import type { ReactNode } from 'react';
import { PreviewBlocks, previewBlockNodes } from '@/components/admin/preview/preview-blocks';
import { previewKindOf } from '@/components/admin/preview/preview-kind';
import { getStaffUser } from '@/server/auth/guard';

/**
 * The blocks of a draft as staff are typing it, drawn by the site's own server components (docs/decisions/0036,
 * section 10). Nothing is read or saved: the values come from the editor, so any instance answers. Staff only;
 * null when the session has ended (the frame says so).
 */
export type DraftParts = { parts: ReactNode[]; only: number[] | null };

export async function renderDraft(key: string, values: unknown, only?: number[], fresh?: number[]): Promise<DraftParts | null> {
  if (!(await getStaffUser())) return null;
  const preview = typeof key === 'string' ? previewKindOf(key) : null;
  if (!preview) return null;
  const record = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  const blocks = Array.isArray(record[preview.fieldKey]) ? (record[preview.fieldKey] as unknown[]) : [];
  const path = preview.pathOf(record);
  // The blocks staff have just added: shown as waiting to be filled in, not as errors (as the editor's fields are).
  const added = new Set(Array.isArray(fresh) ? fresh.filter((index) => Number.isInteger(index)) : []);
  // Some blocks only (those staff changed), in the order asked; else the whole page, one part per block.
  if (Array.isArray(only) && only.length <= blocks.length && only.every((index) => Number.isInteger(index) && index >= 0 && index < blocks.length)) {
    return { parts: previewBlockNodes(preview.field, blocks, path, only, added), only };
  }
  if (blocks.length === 0) return { parts: [<PreviewBlocks key="none" field={preview.field} blocks={blocks} path={path} />], only: null };
  return { parts: previewBlockNodes(preview.field, blocks, path, blocks.map((_, index) => index), added), only: null };
}
