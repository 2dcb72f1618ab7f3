import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';
import { fromLoopback, signedHeaders, verifySignature } from '@/server/revalidation/loopback';
import { changeSchema, decodeMessage, encodeMessage, instanceId } from '@/server/revalidation/protocol';

describe('content notification messages', () => {
  it('round-trip a change with the sender id; this process keeps one id', () => {
    const change = { kind: 'resources' as const, slugs: ['a-b', 'c'], removedPaths: ['/resources/a-b'] };
    expect(decodeMessage(encodeMessage(change, 'instance-1'))).toEqual({ v: 1, from: 'instance-1', change });
    expect(decodeMessage(encodeMessage({ kind: 'testimonials' }))).toEqual({ v: 1, from: instanceId(), change: { kind: 'testimonials' } });
    expect(instanceId()).toBe(instanceId());
  });

  it('fall back to "everything" when a change would not fit in one NOTIFY payload', () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `${'s'.repeat(150)}-${i}`);
    const payload = encodeMessage({ kind: 'resources', slugs, removedPaths: slugs.map((slug) => `/resources/${slug}`) }, 'x');
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeMessage(payload)?.change).toEqual({ kind: 'all' });
  });

  it('ignore anything that is not one of ours', () => {
    for (const payload of ['', 'not json', '{}', '{"v":2,"from":"x","change":{"kind":"all"}}', '{"v":1,"from":"x","change":{"kind":"users"}}']) {
      expect(decodeMessage(payload)).toBeNull();
    }
  });

  it('accept only slugs and /resources/<slug> paths the services produce', () => {
    expect(changeSchema.safeParse({ kind: 'resources', slugs: ['ok-slug'], removedPaths: ['/resources/ok-slug'] }).success).toBe(true);
    expect(changeSchema.safeParse({ kind: 'resources', slugs: ['Bad Slug'] }).success).toBe(false);
    expect(changeSchema.safeParse({ kind: 'resources', removedPaths: ['/admin'] }).success).toBe(false);
    expect(changeSchema.safeParse({ kind: 'resources', removedPaths: ['/resources/../admin'] }).success).toBe(false);
    expect(changeSchema.safeParse({ kind: 'resources', slugs: Array(21).fill('a') }).success).toBe(false);
  });
});

describe('loopback request signature', () => {
  const key = randomBytes(32);
  const body = JSON.stringify({ kind: 'testimonials' });
  const headersOf = (record: Record<string, string>) => new Headers(record);

  it('accepts a fresh signed request once (a replay is refused)', () => {
    const headers = headersOf(signedHeaders(key, body));
    expect(verifySignature(key, headers, body)).toBe(true);
    expect(verifySignature(key, headers, body)).toBe(false);
  });

  it('refuses another key, a changed body, an old or future timestamp, and missing headers', () => {
    expect(verifySignature(randomBytes(32), headersOf(signedHeaders(key, body)), body)).toBe(false);
    expect(verifySignature(key, headersOf(signedHeaders(key, body)), JSON.stringify({ kind: 'all' }))).toBe(false);
    expect(verifySignature(key, headersOf(signedHeaders(key, body, Date.now() - 31_000)), body)).toBe(false);
    expect(verifySignature(key, headersOf(signedHeaders(key, body, Date.now() + 31_000)), body)).toBe(false);
    expect(verifySignature(key, new Headers(), body)).toBe(false);
  });

  it('comes only from this machine: the socket address the Node server wrote, never X-Forwarded-For', () => {
    const from = (value?: string) => fromLoopback(new Headers(value === undefined ? {} : { [SOCKET_ADDRESS_HEADER]: value }));
    expect(from('127.0.0.1')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('::ffff:127.0.0.1')).toBe(true);
    expect(from()).toBe(false);
    expect(from('10.0.0.5')).toBe(false);
    expect(from('203.0.113.9, 127.0.0.1')).toBe(false);
    // A client's X-Forwarded-For names nothing: the server replaces its copy of the socket header on every request.
    expect(fromLoopback(new Headers({ 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});
