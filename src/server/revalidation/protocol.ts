import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { slugParam } from '@/lib/schemas/fields';
import { changeSchemaFor, changeOf, type ContentChange } from '@/kit/changes';
import { changeSources } from '@/kinds/registry';
import { resourceChange } from '@/kinds/resources/definition';
import { testimonials } from '@/kinds/testimonials/definition';
import { isResourcePath } from '@/lib/routes';

/** The PostgreSQL channel every instance LISTENs on (docs/decisions/0012). */
export const CONTENT_CHANNEL = 'smarttech_content';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

/** What a notification or a loopback request may carry: only tags and paths a registered kind produces. */
export const changeSchema = changeSchemaFor(changeSources);

const messageSchema = z.object({ v: z.literal(2), from: z.string().min(1).max(64), change: changeSchema });

// Version 1, sent by an instance of the previous release during a rolling deploy: read as the same change.
const isSlug = (slug: string) => slugParam.safeParse(slug).success;
const v1MessageSchema = z.object({
  v: z.literal(1),
  from: z.string().min(1).max(64),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('testimonials') }).transform((): ContentChange => ({ ...changeOf(testimonials, null, null), paths: ['/'] })),
    z
      .object({
        kind: z.literal('resources'),
        slugs: z.array(slugParam).max(20).optional(),
        removedPaths: z.array(z.string().refine((path) => isResourcePath(path, isSlug))).max(20).optional(),
      })
      .transform(({ slugs, removedPaths }) => resourceChange({ slugs, paths: removedPaths })),
    z.object({ kind: z.literal('all') }),
  ]),
});

export type ContentMessage = z.infer<typeof messageSchema>;

// On globalThis: instrumentation (the listener) and route handlers (the publisher) are separate bundles.
const holder = globalThis as typeof globalThis & { __smarttechInstanceId?: string };

/** This process's id, so a listener can tell its own notifications from other instances'. */
export function instanceId(): string {
  holder.__smarttechInstanceId ??= randomUUID();
  return holder.__smarttechInstanceId;
}

/** The NOTIFY payload of a change; a change too large for one falls back to revalidating everything. */
export function encodeMessage(change: ContentChange, from = instanceId()): string {
  const payload = JSON.stringify({ v: 2, from, change } satisfies ContentMessage);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ v: 2, from, change: { kind: 'all' } } satisfies ContentMessage);
}

/** A received payload, or null when it is not one of ours (wrong shape, unknown version). */
export function decodeMessage(payload: string): ContentMessage | null {
  try {
    const message: unknown = JSON.parse(payload);
    const parsed = messageSchema.safeParse(message);
    if (parsed.success) return parsed.data;
    const v1 = v1MessageSchema.safeParse(message);
    return v1.success ? { ...v1.data, v: 2 } : null;
  } catch {
    return null;
  }
}
