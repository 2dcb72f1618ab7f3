import 'server-only';
import type { core } from 'zod';

export type FieldErrors = Record<string, string>;

const noStore = { 'Cache-Control': 'no-store' };

/** The one error shape: `{ error: { code, message, fields? } }`. */
export function apiError(status: number, code: string, message: string, fields?: FieldErrors, headers?: HeadersInit): Response {
  const merged = new Headers(noStore);
  new Headers(headers).forEach((value, key) => merged.set(key, value));
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status, headers: merged });
}

/** A payload under `data`. */
export function apiData(data: unknown, status = 200): Response {
  return Response.json({ data }, { status, headers: noStore });
}

/** One page of a staff list: `{ data, page, pageSize, total }` at the top level. */
export function apiPage(paged: { data: unknown[]; page: number; pageSize: number; total: number }): Response {
  return Response.json(paged, { headers: noStore });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: noStore });
}

export const notFound = (what = 'Resource') => apiError(404, 'not_found', `${what} not found`);

/** Zod issues as `{ field: first message }` (nested paths joined with dots; whole-body issues under `_`). */
export function fieldErrors(error: core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // Categories' per-item errors ("categories.2") report on the field the form shows.
    const field = key.startsWith('categories.') ? 'categories' : key;
    fields[field] ??= issue.message;
  }
  return fields;
}

export function validationError(error: core.$ZodError): Response {
  return apiError(400, 'validation_error', 'Some fields are invalid', fieldErrors(error));
}

/** 503 for a passing fault (the database is unreachable): the one error shape, retry in a few seconds. */
export function serviceUnavailable(message = 'The service is briefly unavailable. Please try again in a few seconds.'): Response {
  return apiError(503, 'service_unavailable', message, undefined, { 'Retry-After': '5' });
}
