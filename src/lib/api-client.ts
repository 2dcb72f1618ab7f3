// The one fetch helper of the admin: credentials sent, JSON bodies, non-OK answers thrown as ApiError.

/** Field name → message, as the API's `{ error: { fields } }` reports invalid or conflicting fields. */
export type FieldErrors = Record<string, string>;

/** A non-OK response. `message` is `${status}: ${body text || statusText}` (the spec's rule). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldErrors | undefined;
  /** The body's `error.message`, worded for people (e.g. who saved in between, on a 412 edit conflict). */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, details: { code?: string; fields?: FieldErrors; message?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.fields = details.fields;
    this.serverMessage = details.message;
  }
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & { body?: BodyInit | object | null };

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

function normaliseFields(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    // Accept `{ slug: 'taken' }` and `{ slug: ['taken'] }`: the first message is the one a field shows.
    const text = Array.isArray(message) ? message.find((item) => typeof item === 'string') : message;
    if (typeof text === 'string' && text) fields[name] = text;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Reads `{ error: { code, message, fields } }` out of an error body, when it is that shape. */
export function parseErrorBody(text: string): { code?: string; fields?: FieldErrors; message?: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || !('error' in parsed)) return {};
    const error = (parsed as { error: unknown }).error;
    if (!error || typeof error !== 'object') return {};
    const { code, fields, message } = error as { code?: unknown; fields?: unknown; message?: unknown };
    return { code: typeof code === 'string' ? code : undefined, fields: normaliseFields(fields), message: typeof message === 'string' && message ? message : undefined };
  } catch {
    return {};
  }
}

/** Throws an ApiError for a non-OK response; returns the response otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
}

/**
 * Fetches `url` with the session cookie, a plain object body sent as JSON, and resolves to the response once it is
 * OK (else throws an ApiError): for an answer that is not JSON, e.g. a file to download.
 */
export async function apiResponse(url: string, init: ApiRequestInit = {}): Promise<Response> {
  const { body, headers: headersInit, ...rest } = init;
  const headers = new Headers(headersInit);
  let requestBody: BodyInit | null | undefined;
  if (body === undefined || body === null || isRawBody(body)) {
    requestBody = body;
    if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  } else {
    requestBody = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return throwIfNotOk(await fetch(url, { ...rest, headers, body: requestBody, credentials: 'include' }));
}

/** As apiResponse, resolved to the parsed JSON (undefined for 204). */
export async function apiRequest<T = unknown>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiResponse(url, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a `{ data }` payload. */
export async function getData<T>(url: string, signal?: AbortSignal): Promise<T> {
  const body = await apiRequest<{ data: T }>(url, { signal });
  return body.data;
}

/** Sends a write and unwraps `{ data }` (undefined for 204). `headers`: e.g. If-Match for an edit. */
export async function sendData<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: object, headers?: HeadersInit): Promise<T> {
  const result = await apiRequest<{ data: T } | undefined>(url, { method, body, headers });
  return result?.data as T;
}

/** TanStack Query's default query function: GET the first element of the key, resolve to its `data`. */
export async function defaultQueryFn({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<unknown> {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL to GET');
  return getData<unknown>(url, signal);
}
