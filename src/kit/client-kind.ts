import type { Kind } from './define-kind';

// What a staff screen in the browser gets of a kind: plain data only (fields, labels, card), never its functions.

export type ClientKind = Pick<Kind, 'key' | 'labels' | 'fields' | 'card'> & {
  /** The fields the "Add" dialog of an editor-page kind asks for (the server makes the rest); none: no "Add". */
  starterAsks?: readonly string[];
  /** One document, no list (the navigation, the footer): its editor is the kind's screen. */
  singleton?: true;
};

export function clientKindOf(kind: Kind): ClientKind {
  return { key: kind.key, labels: kind.labels, fields: kind.fields, card: kind.card, ...(kind.starter ? { starterAsks: kind.starter.asks } : {}), ...(kind.singleton ? { singleton: true } : {}) };
}

/** The admin API of a kind: its list (and query key), and `${listUrl}/${id}` for one document. */
export const kindListUrl = (key: string) => `/api/admin/${key}`;

/** The staff screen of a kind. */
export const kindAdminPath = (key: string) => `/admin/${key}`;
