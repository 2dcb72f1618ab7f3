import 'server-only';
import { emptyAsUndefined, pagingFields, type Paging } from '@/lib/schemas/paging';
import { z } from '@/lib/schemas/zod';
import { invalid, type ServiceResult } from '@/server/services/result';
import { LIST_STATES, type Kind, type ListState } from '../define-kind';
import { fieldSchema } from '../field-schemas';
import { hasTrash } from './table-columns';

// The query of a kind's staff list (`GET /api/admin/<kind>`), read from its definition's `list` (ADR 36): the choice
// fields it filters by, where a document stands (`state`), the trash, and a page. A value a filter does not have is a
// 400 naming the parameter, never an empty list that looks like "nothing there".

/** What a list holds: documents with these field values and, for a kind with states, where they stand now. */
export type ListFilter = { where: Record<string, string>; state?: ListState };

export type ListQuery = ListFilter & {
  /** The trash instead (most recently deleted first), for a kind with one. */
  trash: boolean;
  /** A page of the list (`page`, `pageSize`), or every document (the product spec's calls). */
  paging: Paging | null;
};

const DEFAULT_PAGE_SIZE = 24;

function schemaOf(kind: Kind) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of kind.list?.filters ?? []) {
    const field = kind.fields[key];
    if (field?.type !== 'choice') continue;
    // The field's own rule and message, as a write's.
    shape[key] = z.preprocess(emptyAsUndefined, fieldSchema(key, field).optional());
  }
  if (kind.list?.states) shape.state = z.preprocess(emptyAsUndefined, z.enum(LIST_STATES, { error: 'State must be draft, scheduled or published' }).optional());
  // Asked of a kind without one, the trash is a 400, never the live list passed off as it.
  shape.trash = hasTrash(kind)
    ? z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'Trash must be true or false' }).optional())
    : z.preprocess(emptyAsUndefined, z.undefined({ error: `${kind.labels.plural} have no trash` }));
  return z.object(shape);
}

const schemas = new WeakMap<Kind, ReturnType<typeof schemaOf>>();
const pagingSchema = z.object(pagingFields(DEFAULT_PAGE_SIZE));

/** The list a request asks for, or a 400 with a message per bad parameter. */
export function listQueryOf(kind: Kind, params: URLSearchParams): ServiceResult<ListQuery> {
  let schema = schemas.get(kind);
  if (!schema) schemas.set(kind, (schema = schemaOf(kind)));
  const sent = Object.fromEntries(params);
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return invalid(parsed.error);
  const paged = params.has('page') || params.has('pageSize');
  const paging = paged ? pagingSchema.safeParse(sent) : null;
  if (paging && !paging.success) return invalid(paging.error);
  const { state, trash, ...where } = parsed.data as Record<string, string | undefined>;
  return {
    ok: true,
    data: {
      where: Object.fromEntries(Object.entries(where).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      ...(state ? { state: state as ListState } : {}),
      trash: trash === 'true',
      paging: paging?.data ?? null,
    },
  };
}
