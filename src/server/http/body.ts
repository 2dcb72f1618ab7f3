import 'server-only';
import { apiError } from './responses';
import { MAX_BODY_BYTES } from '@/lib/body-limits.mjs';

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a JSON body: 415 unless JSON, 413 over 1 MiB (declared or actual), 400 when it does not parse. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim())) {
    return { ok: false, response: apiError(415, 'unsupported_media_type', 'Request body must be JSON (Content-Type: application/json)') };
  }
  const tooLarge = () => ({ ok: false as const, response: apiError(413, 'payload_too_large', 'Request body must be at most 1 MiB') });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge();
  if (!request.body) return { ok: false, response: apiError(400, 'invalid_json', 'Request body is not valid JSON') };

  // Count while reading: a chunked body has no Content-Length to trust.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(value);
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json', 'Request body is not valid JSON') };
  }
}
