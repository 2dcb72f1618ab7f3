import 'server-only';
import { apiError } from './responses';
import { MAX_BODY_BYTES, MAX_MEDIA_BODY_BYTES, tooLargeMessage } from '@/lib/body-limits.mjs';

export type BodyResult<T = unknown> = { ok: true; body: T } | { ok: false; response: Response };

const tooLarge = (limit: number) => ({ ok: false as const, response: apiError(413, 'payload_too_large', tooLargeMessage(limit)) });

/** The body's bytes: 413 over `limit`, declared or counted while reading (a chunked body has no Content-Length). */
async function readBytes(request: Request, limit: number): Promise<BodyResult<Uint8Array<ArrayBuffer> | null>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  if (!request.body) return { ok: true, body: null };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, body: bytes };
}

/** Reads a body as text: 413 over `limit` bytes, counted as they arrive (never read past it). */
export async function readTextBody(request: Request, limit: number): Promise<BodyResult<string>> {
  const read = await readBytes(request, limit);
  if (!read.ok) return read;
  return { ok: true, body: read.body ? new TextDecoder().decode(read.body) : '' };
}

/** Reads a JSON body: 415 unless JSON, 413 over 1 MiB (declared or actual), 400 when it does not parse. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim())) {
    return { ok: false, response: apiError(415, 'unsupported_media_type', 'Request body must be JSON (Content-Type: application/json)') };
  }
  const read = await readTextBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read;
  try {
    return { ok: true, body: JSON.parse(read.body) };
  } catch {
    // An empty body too.
    return { ok: false, response: apiError(400, 'invalid_json', 'Request body is not valid JSON') };
  }
}

/** Reads a multipart/form-data body (the media upload, an application): 415 unless multipart, 413 over `limit`, 400 when malformed. */
export async function readMultipartBody(request: Request, limit = MAX_MEDIA_BODY_BYTES): Promise<BodyResult<FormData>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type.trim())) {
    return { ok: false, response: apiError(415, 'unsupported_media_type', 'Request body must be multipart/form-data with a file field') };
  }
  const read = await readBytes(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, body: await new Response(read.body, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { ok: false, response: apiError(400, 'invalid_multipart', 'Request body is not valid multipart/form-data') };
  }
}
