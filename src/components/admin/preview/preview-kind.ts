import 'server-only';
import { previewFieldOf } from '@/kit/client-kind';
import { staffKinds } from '@/kinds/registry';

/** A kind whose documents have a live preview (staff edit it on a page, and it is drawn from blocks), with that field. */
export function previewKindOf(key: string) {
  const kind = staffKinds.find((candidate) => candidate.key === key && candidate.editor === 'page');
  const field = kind && previewFieldOf(kind);
  return kind && field ? { kind, fieldKey: field[0], field: field[1] } : null;
}
