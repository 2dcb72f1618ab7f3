// A JSON POST from the browser whose answer is read whether it succeeded or not (the staff area's own forms and
// Better Auth's endpoints, which answer errors as `{ code, message }`; the admin API's are read by api-client.ts).

export type PostAnswer<T> = { ok: boolean; status: number; body: T | null };

/** POSTs JSON; the status and the parsed body (null when there is none, or the network failed: status 0). */
export async function postJson<T = { error?: { code?: string; message?: string; fields?: Record<string, string> }; code?: string; message?: string }>(path: string, body: unknown): Promise<PostAnswer<T>> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
  if (!response) return { ok: false, status: 0, body: null };
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as T | null };
}
