import { z } from './zod';

/** An empty query parameter means "not given". */
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `page` (from 1) and `pageSize` (1–100) of a staff list's query, with field messages. */
export function pagingFields(defaultPageSize: number) {
  return {
    page: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000).default(1)),
    pageSize: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'Page size must be at least 1').max(100, 'Page size must be at most 100').default(defaultPageSize),
    ),
  };
}

export const pagingSchema = z.object(pagingFields(24));
export type Paging = z.output<typeof pagingSchema>;

/** One page of a staff list, as the API answers it (at the top level, beside no `data` wrapper of its own). */
export type Paged<T> = { data: T[]; page: number; pageSize: number; total: number };
