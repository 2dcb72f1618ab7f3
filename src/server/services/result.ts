import 'server-only';
import type { core } from 'zod';
import { idParam } from '@/lib/schemas/fields';
import { fieldErrors, type FieldErrors } from '../http/responses';

/** What an admin service answers; route handlers turn it into a response. */
export type ServiceResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 503; code: string; message: string; fields?: FieldErrors };

export const invalid = (error: core.$ZodError): ServiceResult<never> => ({
  ok: false,
  status: 400,
  code: 'validation_error',
  message: 'Some fields are invalid',
  fields: fieldErrors(error),
});

export const missing = (what: string): ServiceResult<never> => ({ ok: false, status: 404, code: 'not_found', message: `${what} not found` });

/** Parses a route id; the 400 result when it is not one of our UUIDs. */
export function parseId(id: unknown): { ok: true; id: string } | { ok: false; result: ServiceResult<never> } {
  const parsed = idParam.safeParse(id);
  if (parsed.success) return { ok: true, id: parsed.data };
  return { ok: false, result: { ok: false, status: 400, code: 'invalid_id', message: 'Invalid id', fields: { id: 'Invalid id' } } };
}
