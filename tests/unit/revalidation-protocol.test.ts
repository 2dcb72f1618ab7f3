import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address.mjs';
import { fromLoopback, signedHeaders, verifySignature } from '@/server/revalidation/loopback';
import { changeSchema, decodeMessage, encodeMessage, instanceId } from '@/server/revalidation/protocol';
import { resourceChange } from '@/kinds/resources/definition';

describe('content notification messages', () => {
  const testimonialChange = { kind: 'testimonials', tags: ['testimonials'], paths: ['/'] };

  it('round-trip a change with the sender id; this process keeps one id', () => {
    const change = resourceChange({ slugs: ['a-b', 'c'] });
    expect(change).toEqual({
      kind: 'resources',
      tags: ['resources', 'resources:a-b', 'resources:c'],
      paths: ['/resources/a-b', '/og/resources/a-b', '/resources', '/sitemap.xml', '/resources/feed.xml', '/resources/c', '/og/resources/c'],
    });
    expect(decodeMessage(encodeMessage(change, 'instance-1'))).toEqual({ v: 2, from: 'instance-1', change });
    expect(decodeMessage(encodeMessage(testimonialChange))).toEqual({ v: 2, from: instanceId(), change: testimonialChange });
    expect(instanceId()).toBe(instanceId());
  });

  it('read a message of the previous release (version 1) as the same change, during a rolling deploy', () => {
    const v1 = (change: object) => JSON.stringify({ v: 1, from: 'old', change });
    expect(decodeMessage(v1({ kind: 'testimonials' }))?.change).toEqual(testimonialChange);
    expect(decodeMessage(v1({ kind: 'resources', slugs: ['a'], removedPaths: ['/resources/b'] }))?.change).toEqual(resourceChange({ slugs: ['a'], paths: ['/resources/b'] }));
    expect(decodeMessage(v1({ kind: 'all' }))).toEqual({ v: 2, from: 'old', change: { kind: 'all' } });
    expect(decodeMessage(v1({ kind: 'resources', removedPaths: ['/admin'] }))).toBeNull();
  });

  it('fall back to "everything" when a change would not fit in one NOTIFY payload', () => {
    const slugs = Array.from({ length: 20 }, (_, i) => `${'s'.repeat(150)}-${i}`);
    const payload = encodeMessage(resourceChange({ slugs }), 'x');
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeMessage(payload)?.change).toEqual({ kind: 'all' });
  });

  it('ignore anything that is not one of ours', () => {
    for (const payload of ['', 'not json', '{}', '{"v":3,"from":"x","change":{"kind":"all"}}', '{"v":2,"from":"x","change":{"kind":"users","tags":[],"paths":[]}}']) {
      expect(decodeMessage(payload)).toBeNull();
    }
  });

  it('accept only the tags and paths of the kind named', () => {
    const accepts = (change: object) => changeSchema.safeParse(change).success;
    expect(accepts(resourceChange({ slugs: ['ok-slug'], paths: ['/resources/old-slug'] }))).toBe(true);
    expect(accepts(testimonialChange)).toBe(true);
    expect(accepts({ kind: 'resources', tags: ['resources:Bad Slug'], paths: [] })).toBe(false);
    expect(accepts({ kind: 'resources', tags: ['testimonials'], paths: [] })).toBe(false);
    expect(accepts({ kind: 'resources', tags: [], paths: ['/admin'] })).toBe(false);
    expect(accepts({ kind: 'resources', tags: [], paths: ['/resources/../admin'] })).toBe(false);
    expect(accepts({ kind: 'testimonials', tags: [], paths: ['/resources'] })).toBe(false);
    expect(accepts({ kind: 'resources', tags: Array(65).fill('resources'), paths: [] })).toBe(false);
    expect(accepts({ kind: 'all', tags: ['x'] })).toBe(false);
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
