import type { Kind } from './define-kind';
import type { BlocksField } from './fields';

// What a staff screen in the browser gets of a kind: plain data only (fields, labels, card), never its functions.

export type ClientKind = Pick<Kind, 'key' | 'labels' | 'fields' | 'card' | 'list' | 'form'> & {
  /** The fields the "Add" dialog of an editor-page kind asks for (the server makes the rest); none: no "Add". */
  starterAsks?: readonly string[];
  /** One document, no list (the navigation, the footer): its editor is the kind's screen. */
  singleton?: true;
  /** Every save is a version (a table kind with `history`): the list offers each document's History. */
  history?: true;
  /** A delete moves the document to the trash (a table kind with `trash`): the list has the trash beside it. */
  trash?: true;
  /** Its documents have public pages of their own: staff preview one (`…/[id]/preview`). */
  preview?: true;
};

export function clientKindOf(kind: Kind): ClientKind {
  const table = 'table' in kind.storage ? kind.storage : null;
  return {
    key: kind.key,
    labels: kind.labels,
    fields: kind.fields,
    card: kind.card,
    ...(kind.list ? { list: kind.list } : {}),
    ...(kind.form ? { form: kind.form } : {}),
    ...(kind.starter ? { starterAsks: kind.starter.asks } : {}),
    ...(kind.singleton ? { singleton: true } : {}),
    ...(table?.history ? { history: true } : {}),
    ...(table?.trash ? { trash: true } : {}),
    ...(table && kind.public.address ? { preview: true } : {}),
  };
}

/** The admin API of a kind: its list (and query key), and `${listUrl}/${id}` for one document. */
export const kindListUrl = (key: string) => `/api/admin/${key}`;

/** The staff preview of a document (or of one of its versions) at its public address, in a new tab. */
export const kindPreviewUrl = (key: string, id: string, versionId?: string) => `${kindListUrl(key)}/${id}/preview${versionId ? `?version=${encodeURIComponent(versionId)}` : ''}`;

/** The trash of a kind that has one (its query key too). */
export const kindTrashUrl = (key: string) => `${kindListUrl(key)}?trash=true`;

/** The staff screen of a kind. */
export const kindAdminPath = (key: string) => `/admin/${key}`;

/**
 * The field a kind's pages are drawn from, when it has one: the kinds whose editor shows a live preview beside the
 * form (docs/decisions/0036, section 10).
 */
export function previewFieldOf(kind: Pick<Kind, 'fields'>): [string, BlocksField] | null {
  const found = Object.entries(kind.fields).find(([, field]) => field.type === 'blocks');
  return found ? [found[0], found[1] as BlocksField] : null;
}
