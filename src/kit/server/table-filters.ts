import 'server-only';
import type { SelectQueryBuilder } from 'kysely';
import { columnName, type Kind } from '../define-kind';
import type { ListFilter } from './list-query';
import { hasTrash, whereColumns } from './table-columns';

type Query = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>;

/**
 * The documents of a table kind's list: not in the trash, with these field values and, for a kind with `list.states`,
 * standing where asked now (the SQL of lib/publication's `isLive` for "published").
 */
export function narrowList<Q extends Query>(kind: Kind, query: Q, { where = {}, state }: { where?: Record<string, unknown>; state?: ListFilter['state'] }): Q {
  let narrow: Query = hasTrash(kind) ? query.where('deleted_at', 'is', null) : query;
  for (const [column, value] of Object.entries(whereColumns(where))) narrow = narrow.where(column, '=', value);
  const states = kind.list?.states;
  if (states && state) {
    const [status, from, until] = [columnName(states.status), columnName(states.from), states.until && columnName(states.until)];
    const now = new Date().toISOString();
    if (state === 'draft') narrow = narrow.where(status, '=', 'draft');
    else narrow = narrow.where(status, '=', 'published').where(from, state === 'scheduled' ? '>' : '<=', now);
    if (state === 'published' && until) narrow = narrow.where((eb) => eb.or([eb(until, 'is', null), eb(until, '>', now)]));
  }
  return narrow as Q;
}
