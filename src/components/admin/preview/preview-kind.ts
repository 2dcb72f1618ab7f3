import 'server-only';
import { previewFieldOf } from '@/kit/client-kind';
import { addressFieldOf } from '@/kit/server/document-store';
import { staffKinds } from '@/kinds/registry';

/** A kind whose documents have a live preview (staff edit it on a page, and it is drawn from blocks), with that field. */
export function previewKindOf(key: string) {
  const kind = staffKinds.find((candidate) => candidate.key === key && candidate.editor === 'page');
  const field = kind && previewFieldOf(kind);
  if (!kind || !field) return null;
  const addressField = addressFieldOf(kind);
  /** The address the values give the page (blocks that link to themselves use it), `/` when it has none yet. */
  const pathOf = (values: Record<string, unknown>) => (addressField && typeof values[addressField] === 'string' ? (values[addressField] as string) : '/');
  return { kind, fieldKey: field[0], field: field[1], pathOf };
}
