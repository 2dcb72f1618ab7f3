import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { ASSET_BROTLI_QUALITY, forgetServedPages } from '../../http-server/page-cache.mjs';
import { createRequestListener } from '../../http-server/request-listener.mjs';
import { serveForTests } from './support/test-server';

const require = createRequire(import.meta.url);

// The production server's request listener on a real Node server, with a stand-in for Next's handler that counts
// what reaches it and answers what each test sets.
type Answer = { status?: number; type: string; body: string; headers?: Record<string, string> };
const answers: Record<string, Answer> = {};
let reachedNext: string[] = [];
let pause: Promise<void> | null = null;
// What the write changes, applied as its request ends: Next serves the new page from then on, not before.
let changeOnWriteEnd: (() => void) | null = null;

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  reachedNext.push(`${req.method} ${req.url}`);
  if (req.method === 'POST') {
    // An admin write: revalidates while its request is in flight, and answers a moment later.
    forgetServedPages();
    await new Promise((resolve) => setTimeout(resolve, 30));
    changeOnWriteEnd?.();
    changeOnWriteEnd = null;
    res.statusCode = 204;
    return res.end();
  }
  if (pause) await pause;
  const answer: Answer = answers[new URL(req.url ?? '/', 'http://x').pathname] ?? { status: 404, type: 'text/html', body: '<!doctype html><title>404</title>' };
  res.statusCode = answer.status ?? 200;
  res.setHeader('Content-Type', answer.type);
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.end(answer.body);
}

const server = serveForTests(createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x' }));
beforeEach(() => {
  forgetServedPages();
  reachedNext = [];
  pause = null;
});

const staticPage = (text: string): Answer => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html><head><script>self.__next_f.push([1,"${text}"])</script></head><body>${text.repeat(600)}</body></html>`,
  headers: { 'Cache-Control': 's-maxage=60, stale-while-revalidate=31535940', 'x-nextjs-cache': 'HIT', ETag: `"${text}"` },
});
const publicJson = (data: unknown): Answer => ({
  type: 'application/json',
  body: JSON.stringify({ data }),
  headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=30', ETag: `"${JSON.stringify(data).length}"` },
});
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url(path), { headers });

describe('served-page cache', () => {
  it('answers a prerendered page again without Next, with the same headers, policy and compressed bytes', async () => {
    answers['/'] = staticPage('home');
    const first = await get('/', { 'accept-encoding': 'br' });
    const second = await get('/', { 'accept-encoding': 'br' });
    const third = await get('/', { 'accept-encoding': 'gzip' });
    expect(reachedNext).toEqual(['GET /']);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(third.headers.get('content-encoding')).toBe('gzip');
    for (const name of ['content-security-policy', 'cache-control', 'etag', 'x-content-type-options', 'content-type', 'cross-origin-opener-policy']) {
      expect([name, second.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
    expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await second.text()).toBe(await first.text());
    expect(await third.text()).toBe(answers['/'].body);
    // A conditional request gets a 304 without a policy (a browser would merge it into the page it holds).
    const notModified = await get('/', { 'if-none-match': '"home"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect(reachedNext).toEqual(['GET /']);
  });

  it('keeps public JSON too, compressed, with ETag and 304', async () => {
    answers['/api/testimonials'] = publicJson(Array.from({ length: 40 }, (_, i) => ({ id: i, quote: 'Great work '.repeat(5) })));
    await get('/api/testimonials');
    const hit = await get('/api/testimonials', { 'accept-encoding': 'gzip, br' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('content-type')).toBe('application/json');
    expect((await hit.json()).data).toHaveLength(40);
    const etag = hit.headers.get('etag')!;
    expect((await get('/api/testimonials', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect(reachedNext).toEqual(['GET /api/testimonials']);
  });

  it('never keeps what is private, stale, an error, for a router payload, a preview or the staff area', async () => {
    answers['/dynamic'] = { type: 'text/html', body: '<p>now</p>', headers: { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' } };
    answers['/stale'] = { ...staticPage('stale'), headers: { ...staticPage('stale').headers, 'x-nextjs-cache': 'STALE' } };
    answers['/with-cookie'] = { ...staticPage('c'), headers: { ...staticPage('c').headers, 'Set-Cookie': 'a=1' } };
    answers['/page'] = staticPage('page');
    answers['/admin/testimonials'] = staticPage('admin');
    answers['/api/admin/testimonials'] = publicJson([1]);
    const paths = [['/dynamic'], ['/stale'], ['/with-cookie'], ['/missing'], ['/admin/testimonials'], ['/api/admin/testimonials']] as const;
    for (const [path] of paths) for (let i = 0; i < 2; i += 1) await get(path);
    for (let i = 0; i < 2; i += 1) await get('/page', { rsc: '1' });
    for (let i = 0; i < 2; i += 1) await get('/page', { cookie: 'theme=dark; __prerender_bypass=abc' });
    expect(reachedNext).toHaveLength(paths.length * 2 + 4);
  });

  it('forgets everything on a change, and does not keep a page Next handed out while the change was in flight', async () => {
    answers['/resources'] = staticPage('old');
    await get('/resources');
    expect((await get('/resources')).headers.get('x-cache')).toBe('HIT');
    forgetServedPages();
    expect((await get('/resources')).headers.get('x-cache')).toBeNull();
    forgetServedPages();
    reachedNext = [];
    // A visitor's request reaches Next before the write and is answered (old) after it: not stored.
    let release!: () => void;
    pause = new Promise((resolve) => (release = resolve));
    const inFlight = get('/resources');
    while (reachedNext.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // The write revalidates; until its answer is finished, a page Next serves may still be the old one.
    changeOnWriteEnd = () => (answers['/resources'] = staticPage('new'));
    const write = fetch(server.url('/api/admin/resources'), { method: 'POST', headers: { origin: server.url() } });
    while (reachedNext.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    pause = null;
    expect(await (await inFlight).text()).toContain('old');
    // Asked while the write is in flight (or, on a slow machine, just after it): not a cached answer either way.
    const during = await get('/resources');
    expect(during.headers.get('x-cache')).toBeNull();
    await (await write).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Once the write is over, only the new page: the old one handed out meanwhile was not kept.
    expect(await (await get('/resources')).text()).toContain('new');
    expect(await (await get('/resources')).text()).toContain('new');
  });

  it('past its lifetime, one request asks Next again while the others still get the entry', async () => {
    answers['/short'] = { ...staticPage('one'), headers: { ...staticPage('one').headers, 'Cache-Control': 's-maxage=1, stale-while-revalidate=60' } };
    await get('/short');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    answers['/short'] = { ...answers['/short'], body: staticPage('two').body };
    let release!: () => void;
    pause = new Promise((resolve) => (release = resolve));
    const refreshing = get('/short');
    while (reachedNext.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // While Next works on the refresh, the expired entry is answered.
    const meanwhile = await get('/short');
    expect(meanwhile.headers.get('x-cache')).toBe('HIT');
    expect(await meanwhile.text()).toContain('one');
    release();
    expect(await (await refreshing).text()).toContain('two');
    expect(await (await get('/short')).text()).toContain('two');
    expect(reachedNext).toEqual(['GET /short', 'GET /short']);
  });

  it('keeps a bounded number of entries', async () => {
    for (let i = 0; i < 300; i += 1) answers[`/page-${i}`] = staticPage(`page${i}`);
    for (let i = 0; i < 300; i += 1) await get(`/page-${i}`);
    await get('/page-299');
    expect(reachedNext).toHaveLength(300);
    await get('/page-0');
    expect(reachedNext).toHaveLength(301);
  });

  it('answers a page at its shared address: a visitor\'s own query (click ids, tokens) is no key, a view\'s filter is', async () => {
    answers['/'] = staticPage('home');
    answers['/resources'] = staticPage('list');
    answers['/api/testimonials'] = publicJson(['a']);
    for (const url of ['/?gclid=1', '/?gclid=2&email=a%40b.c', '/', '/?utm_source=x']) expect((await get(url)).status).toBe(200);
    // Next is asked at the shared address too (request-listener.mjs): the query never reaches a render.
    expect(reachedNext).toEqual(['GET /']);
    reachedNext = [];
    for (const url of ['/resources?category=ai&gclid=1', '/resources?gclid=2&category=ai', '/resources', '/resources?fbclid=3']) await get(url);
    expect(reachedNext).toEqual(['GET /resources?category=ai', 'GET /resources']);
    reachedNext = [];
    // The query of a public API list selects its data.
    for (const url of ['/api/testimonials?page=1', '/api/testimonials?page=2', '/api/testimonials?page=1']) await get(url);
    expect(reachedNext).toEqual(['GET /api/testimonials?page=1', 'GET /api/testimonials?page=2']);
  });
});

describe("the build's files (/_next/static/)", () => {
  const script = (text: string): Answer => ({
    type: 'application/javascript; charset=UTF-8',
    body: `self.chunk=${JSON.stringify(text)};`.repeat(200),
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `W/"${text}"` },
  });
  // A name per test: the store outlives forgetServedPages, as it does in the server, so tests do not share a file.
  let CHUNK = '';
  let files = 0;
  beforeEach(() => {
    files += 1;
    CHUNK = `/_next/static/chunks/0abc${files}.js`;
  });

  /** Asks until the store answers (its Brotli and gzip are made in zlib's threads, after the first answer). */
  async function untilKept(path: string, headers: Record<string, string> = {}) {
    for (let tries = 0; tries < 200; tries += 1) {
      const response = await get(path, headers);
      if (response.headers.get('x-cache') === 'HIT') return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} was never answered from the store`);
  }

  it('answers a file Next sent as immutable again without Next: the same headers and bytes, compressed once', async () => {
    const file = (answers[CHUNK] = script('one'));
    const first = await get(CHUNK, { 'accept-encoding': 'br' });
    await (await untilKept(CHUNK, { 'accept-encoding': 'br' })).arrayBuffer();
    await (await untilKept(CHUNK, { 'accept-encoding': 'gzip' })).arrayBuffer();
    // Until its compressed bytes were made, a request went to Next; none does any more.
    reachedNext = [];
    const hits = [await get(CHUNK, { 'accept-encoding': 'br' }), await get(CHUNK, { 'accept-encoding': 'gzip' }), await get(CHUNK, { 'accept-encoding': 'identity' })];
    expect(reachedNext).toEqual([]);
    expect(hits.map((hit) => [hit.headers.get('x-cache'), hit.headers.get('content-encoding')])).toEqual([['HIT', 'br'], ['HIT', 'gzip'], ['HIT', null]]);
    for (const name of ['cache-control', 'etag', 'content-type', 'content-security-policy', 'x-content-type-options', 'cross-origin-resource-policy']) {
      expect([name, hits[0]!.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
    for (const hit of hits) expect(await hit.text()).toBe(file.body);
    expect((await get(CHUNK, { 'if-none-match': 'W/"one"' })).status).toBe(304);
    // HEAD: the headers alone.
    const head = await fetch(server.url(CHUNK), { method: 'HEAD' });
    expect([head.status, head.headers.get('x-cache'), await head.text()]).toEqual([200, 'HIT', '']);
    expect(reachedNext).toEqual([]);
  });

  it('compresses them harder than on the fly, once (Brotli quality 10)', async () => {
    // Real code, as the build's chunks are: React DOM's first 100 KB.
    const code = readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8').slice(0, 100_000);
    const file = (answers[CHUNK] = { ...script('x'), body: code });
    const raw = (path: string) =>
      new Promise<{ length: number; encoding: string | undefined }>((resolve, reject) =>
        http.get(server.url(path), { headers: { 'accept-encoding': 'br' } }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => (length += chunk.length));
          response.on('end', () => resolve({ length, encoding: response.headers['content-encoding'] }));
        }).on('error', reject),
      );
    const onTheFly = await raw(CHUNK);
    await (await untilKept(CHUNK, { 'accept-encoding': 'br' })).arrayBuffer();
    const kept = await raw(CHUNK);
    expect([onTheFly.encoding, kept.encoding]).toEqual(['br', 'br']);
    expect(kept.length).toBeLessThan(onTheFly.length);
    expect(kept.length).toBe(brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: ASSET_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length);
  });

  it('keeps them through a content change, which still clears the pages', async () => {
    answers[CHUNK] = script('kept');
    answers['/'] = staticPage('home');
    await get(CHUNK);
    await (await untilKept(CHUNK)).arrayBuffer();
    await get('/');
    forgetServedPages();
    expect((await get(CHUNK)).headers.get('x-cache')).toBe('HIT');
    expect((await get('/')).headers.get('x-cache')).toBeNull();
  });

  it('one entry per file: a query names the same file and adds nothing', async () => {
    const file = (answers[CHUNK] = script('q'));
    await get(CHUNK);
    await (await untilKept(CHUNK)).arrayBuffer();
    reachedNext = [];
    for (const url of [`${CHUNK}?v=1`, `${CHUNK}?v=2`, `${CHUNK}?dpl=x`]) expect(await (await get(url)).text()).toBe(file.body);
    expect(reachedNext).toEqual([]);
  });

  it('leaves to Next what is not a whole immutable file: an error, a file not sent immutable, part of a file, the image optimizer', async () => {
    answers['/_next/static/chunks/plain.js'] = { ...script('plain'), headers: { 'Cache-Control': 'public, max-age=0' } };
    answers['/_next/image'] = { type: 'image/webp', body: 'webp', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };
    answers[CHUNK] = script('ranged');
    for (let i = 0; i < 2; i += 1) {
      await get('/_next/static/chunks/missing.js');
      await get('/_next/static/chunks/plain.js');
      await get('/_next/image?url=%2Fimages%2Fa.png&w=640&q=75');
      await get(CHUNK, { range: 'bytes=0-9' });
    }
    expect(reachedNext).toHaveLength(8);
  });

  it('sends a font as it is: already compressed', async () => {
    const font = '/_next/static/media/inter.0abc.woff2';
    answers[font] = { type: 'font/woff2', body: 'wOF2'.padEnd(4096, 'x'), headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };
    await get(font, { 'accept-encoding': 'br' });
    const hit = await get(font, { 'accept-encoding': 'br, gzip' });
    expect([hit.headers.get('x-cache'), hit.headers.get('content-encoding'), hit.headers.get('content-length')]).toEqual(['HIT', null, '4096']);
  });

  it('holds at most 64 MiB of them, the least recently used going first', async () => {
    const font = (i: number) => `/_next/static/media/big-${files}-${i}.woff2`;
    for (let i = 0; i < 66; i += 1) answers[font(i)] = { type: 'font/woff2', body: 'x'.repeat(1024 * 1024), headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };
    for (let i = 0; i < 66; i += 1) await (await get(font(i))).arrayBuffer();
    reachedNext = [];
    expect((await get(font(65))).headers.get('x-cache')).toBe('HIT');
    expect((await get(font(0))).headers.get('x-cache')).toBeNull();
    expect(reachedNext).toEqual([`GET ${font(0)}`]);
  });
});
