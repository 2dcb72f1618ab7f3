import type { Database } from '@/server/db/schema';
import type { z } from '@/lib/schemas/zod';
import type { StoredRecord } from '@/lib/schemas/fields';
import type { Permission } from '@/lib/staff-roles';
import type { ContentProblem } from './content-checks';
import type { Fields, ValuesOf } from './fields';
import { schemasOf } from './kind-schemas';
import { checkDefinition } from './check-definition';
import type { CardSpec, FormSpec, KindIcon, KindLabels, ListSpec } from './kind-screens';

export { KIND_ICONS, LIST_STATES, type CardSpec, type FormSpec, type KindIcon, type KindLabels, type ListSpec, type ListState } from './kind-screens';

// A kind of content is one definition (docs/decisions/0036): its fields with their rules and copy, where it is
// stored, and what on the public site it affects. The storage, the admin API, the change protocol between
// instances and (in later steps) the staff screens derive from it. Isomorphic: plain data and pure functions, so
// the staff form builds its schema from the same fields the API checks.

/** camelCase → snake_case, the column naming of every table. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? '' : '_') : ''}${Lowercase<Head>}${Snake<Tail>}` : S;

export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Tables a kind may have to itself: those with the columns every stored document has (not the shared one). */
type DocumentTable = Exclude<
  {
    [K in keyof Database]: Database[K] extends { id: string; created_at: string; updated_at: string } ? K : never;
  }[keyof Database],
  'documents'
>;

/** A list field a table keeps in a table of its own, one row per value in its order (a resource's categories). */
export type JoinedField = { table: keyof Database; owner: string; value: string };

/**
 * Where a kind's documents are kept: a table of its own, one column per field (the spec's testimonials and
 * resources), or the shared `documents` table as JSON (every new kind: no migration). Of a table:
 * - `joined`: list fields kept in a table of their own beside the row (`resource_categories`, with a position);
 * - `history`: every save is a version (`kind_versions`) and bumps its `revision`, which a save may name (If-Match, 412);
 * - `unique`: fields no two documents share (a unique index; a clash answers 409 on the field);
 * - `trash`: a delete moves the document to the trash (`deleted_at`), where it can come back or go for good.
 */
export type Storage =
  | { table: DocumentTable; joined?: Readonly<Record<string, JoinedField>>; history?: true; unique?: readonly string[]; trash?: true }
  | { documents: true };

/** The fields that name no column of the kind's table (snake_case); `never` when every one does, or in documents. */
type MissingColumns<S extends Storage, F extends Fields> = S extends { table: infer T extends DocumentTable }
  ?
      | Exclude<Snake<Exclude<keyof F & string, S extends { joined: infer J } ? keyof J : never>>, keyof Database[T]>
      // A history bumps a revision column on every write; the trash marks a row deleted.
      | (S extends { history: true } ? Exclude<'revision', keyof Database[T]> : never)
      | (S extends { trash: true } ? Exclude<'deleted_at', keyof Database[T]> : never)
  : never;

export type DocumentOf<F extends Fields> = ValuesOf<F> & StoredRecord;

/** What a change to a kind expires: cache tags and paths, the same on every instance (section 6). */
export type PublicEffect<Doc> = {
  /** The tags a change to this document expires: the kind's own tag first, then narrower ones. */
  tags(doc: Doc): string[];
  /** The public paths that show it (revalidated besides the tags). */
  paths(doc: Doc): string[];
  /** Whether a path in a change message may belong to this kind (messages from other instances are checked). */
  ownsPath(path: string): boolean;
  /**
   * A table kind whose documents have a public address of their own: the address, and whether visitors see the
   * document now. When a document visitors see changes address, the old one answers 308 to the new (ADR 15).
   */
  address?: { of(doc: Doc): string; isLive(doc: Doc, now: Date): boolean };
};

/**
 * A write a kind's own rules refuse: the message for staff, and the field it is about. A conflict with the site's
 * state (409) unless `invalid`: values that do not fit together (400, as a field's own rule would answer).
 */
export type Refusal = { message: string; field?: string; invalid?: true };

/** Rules a kind's definition adds to its fields' (they see the whole document, before and after the write). */
export type KindRules<Doc> = {
  create?(doc: Doc): Refusal | null;
  update?(before: Doc, after: Doc): Refusal | null;
  remove?(before: Doc): Refusal | null;
};

export type KindEditor = 'dialog' | 'page' | 'none';

/**
 * A named part of an editor-page kind's documents with a staff screen and a dashboard card of its own
 * (`/admin/<key>`): the industry pages among the pages. Its documents are those whose address starts with the prefix;
 * a document added there starts with it.
 */
export type KindView = {
  key: string;
  icon: KindIcon;
  addressPrefix: string;
  labels: { title: string; intro: string; dashboard: { description: string; cta: string } };
};

export type KindDefinition<Key extends string = string, S extends Storage = Storage, F extends Fields = Fields> = {
  /** URL segment of the admin API, cache tag prefix, name in change messages. Lower case, hyphens. */
  key: Key;
  labels: KindLabels;
  icon: KindIcon;
  /**
   * How staff edit it: the generated dialog (default), an editor page of its own with drafts and publishing (kinds
   * kept as documents), or not on a staff screen (the API only).
   */
  editor?: KindEditor;
  /**
   * One document of the kind, no list (the navigation, the footer): made by the seed, never created or deleted by
   * staff, edited on its own page (`editor: 'page'`, kept as documents); its API is also `/api/admin/globals/<key>`.
   */
  singleton?: true;
  views?: readonly KindView[];
  storage: S;
  fields: F;
  card: CardSpec<keyof F & string>;
  /** The admin list's order: newest first unless said. */
  order?: { field: (keyof F & string) | 'createdAt' | 'updatedAt'; direction: 'asc' | 'desc' };
  list?: ListSpec<keyof F & string>;
  form?: FormSpec<keyof F & string>;
  public: PublicEffect<DocumentOf<F>> & {
    /** Which documents the public site shows, by field values (e.g. `{ isActive: true }`). */
    visible?: Partial<ValuesOf<F>>;
    /**
     * When a published document's public pages change by the clock alone, with nobody acting (an opening's last day
     * passing): every instance's schedule watcher expires them at that instant. `zone` is the site's time zone.
     */
    changesAt?(doc: DocumentOf<F>, zone: string): Date | null;
  };
  rules?: KindRules<DocumentOf<F>>;
  /** Who may change it (src/lib/staff-roles.ts); content by default. Every staff role may read it. */
  access?: { write: Permission };
  /**
   * A new document, from the staff list's "Add": the fields its dialog asks for, and the other values made from what
   * was sent (on the server, under the body's own: a create that sends every field is taken as it is). `placeholders`:
   * the fields whose starter value only shows where to write (so the draft is whole): publishing is refused while one,
   * or an item of a list, is still that value.
   */
  starter?: { asks: ReadonlyArray<keyof F & string>; values: (sent: Record<string, unknown>) => Partial<ValuesOf<F>>; placeholders?: ReadonlyArray<keyof F & string> };
  /**
   * The kind's own checks before publishing, beside its fields' (src/kit/content-checks.ts): run on every save of a
   * document and listed in its editor; an error holds publishing back, a warning does not. `today` is the site's day.
   */
  checks?(values: ValuesOf<F>, context: { today: string }): ContentProblem[];
};

/** Any kind, as the kit's derived parts take it (the API, the store, the change protocol). */
export type Kind = {
  key: string;
  labels: KindLabels;
  icon: KindIcon;
  editor?: KindEditor;
  singleton?: true;
  views?: readonly KindView[];
  storage: Storage;
  fields: Fields;
  card: CardSpec;
  order?: { field: string; direction: 'asc' | 'desc' };
  list?: ListSpec;
  form?: FormSpec;
  public: PublicEffect<Record<string, unknown>> & { visible?: Record<string, unknown>; changesAt?(doc: Record<string, unknown>, zone: string): Date | null };
  rules?: KindRules<Record<string, unknown>>;
  access?: { write: Permission };
  starter?: { asks: readonly string[]; values: (sent: Record<string, unknown>) => Record<string, unknown>; placeholders?: readonly string[] };
  checks?(values: Record<string, unknown>, context: { today: string }): ContentProblem[];
  schemas: { create: z.ZodType<Record<string, unknown>>; update: z.ZodType<Record<string, unknown>> };
};

/** The permission a change to a kind needs: its own, else content's (also for a kind that is not known). */
export const writePermission = (kind: Pick<Kind, 'access'> | undefined): Permission => kind?.access?.write ?? 'content:write';

/**
 * Checks a definition once, at import, and returns it with its derived schemas. A field that names no column of
 * the table makes the result an error type, refused where the kind is registered.
 */
export function defineKind<const Key extends string, const S extends Storage, const F extends Fields>(definition: KindDefinition<Key, S, F>) {
  checkDefinition(definition);
  const kind = { ...definition, schemas: schemasOf(definition.fields) };
  return kind as [MissingColumns<S, F>] extends [never] ? typeof kind : { error: 'Fields without a column'; fields: MissingColumns<S, F> };
}

/** A kind's own tag and the tag of one of its documents: `<kind>` and `<kind>:<id or address>`. */
export const kindTag = (key: string, part?: string) => (part === undefined ? key : `${key}:${part}`);

/** The kind's address field (a page's path), if it has one. */
export function addressFieldOf(kind: Pick<Kind, 'fields'>): string | undefined {
  return Object.entries(kind.fields).find(([, field]) => field.type === 'address')?.[0];
}
