import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { slugParam } from '@/lib/schemas/fields';
import type { PublicContentChange } from '../cache-tags';
import { isResourcePath } from '@/lib/routes';

/** The PostgreSQL channel every instance LISTENs on (docs/decisions/0012). */
export const CONTENT_CHANNEL = 'smarttech_content';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;
const LIST_MAX = 20;

/** What a notification or a loopback request may carry: only paths and slugs the services produce. */
export const changeSchema: z.ZodType<PublicContentChange> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('testimonials') }),
  z.object({
    kind: z.literal('resources'),
    slugs: z.array(slugParam).max(LIST_MAX).optional(),
    removedPaths: z
      .array(z.string().refine((path) => isResourcePath(path, (slug) => slugParam.safeParse(slug).success)))
      .max(LIST_MAX)
      .optional(),
  }),
  z.object({ kind: z.literal('all') }),
]);

const messageSchema = z.object({ v: z.literal(1), from: z.string().min(1).max(64), change: changeSchema });

export type ContentMessage = z.infer<typeof messageSchema>;

// On globalThis: instrumentation (the listener) and route handlers (the publisher) are separate bundles.
const holder = globalThis as typeof globalThis & { __smarttechInstanceId?: string };

/** This process's id, so a listener can tell its own notifications from other instances'. */
export function instanceId(): string {
  holder.__smarttechInstanceId ??= randomUUID();
  return holder.__smarttechInstanceId;
}

/** The NOTIFY payload of a change; a change too large for one falls back to revalidating everything. */
export function encodeMessage(change: PublicContentChange, from = instanceId()): string {
  const payload = JSON.stringify({ v: 1, from, change } satisfies ContentMessage);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ v: 1, from, change: { kind: 'all' } } satisfies ContentMessage);
}

/** A received payload, or null when it is not one of ours (wrong shape, unknown version). */
export function decodeMessage(payload: string): ContentMessage | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
