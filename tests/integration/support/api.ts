// Requests as a browser on SITE_URL (default http://localhost:3000) sends them to the route handlers.
export const ORIGIN = 'http://localhost:3000';

type Options = { method?: string; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string>; origin?: string | null };

export function apiRequest(path: string, { method = 'GET', body, rawBody, headers = {}, origin = ORIGIN }: Options = {}): Request {
  const all = new Headers(headers);
  if (origin && method !== 'GET') all.set('origin', origin);
  if (body !== undefined && !all.has('content-type')) all.set('content-type', 'application/json');
  return new Request(`${ORIGIN}${path}`, { method, headers: all, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
export const noParams = {};

/** The JSON of a response (typed loosely for assertions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(response: Response): Promise<any> {
  return response.json();
}
