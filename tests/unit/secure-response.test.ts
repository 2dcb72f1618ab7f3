import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Source } from '../../http-server/inline-scripts.mjs';
import { secureResponse } from '../../http-server/secure-response.mjs';
import { serveForTests } from './support/test-server';

// The response wrapper on a real Node server, with a stand-in for Next that answers what each test sets.
let answer: { status: number; type: string; body: string } = { status: 200, type: 'text/html; charset=utf-8', body: '' };
// When set, answers instead of `answer` (streaming, double ends).
let respond: ((res: http.ServerResponse) => void) | null = null;
const server = serveForTests((req, res) => {
  secureResponse(req, res, { siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x', nonce: 'n0nce', isStaffPath: false });
  if (respond) return respond(res);
  res.statusCode = answer.status;
  res.setHeader('Content-Type', answer.type);
  res.end(answer.body);
});
afterEach(() => {
  respond = null;
});

const page = (text: string) => `<!doctype html><html><head><script>self.__next_f.push([1,"${text}"])</script></head><body>${text}</body></html>`;

describe('secureResponse', () => {
  it('sends one Location header when the handler sets it and appends it again (Next on an ISR redirect miss)', async () => {
    respond = (res) => {
      res.statusCode = 308;
      res.setHeader('location', '/resources/new');
      res.appendHeader('location', '/resources/new');
      res.appendHeader('set-cookie', 'a=1');
      res.appendHeader('set-cookie', 'b=2');
      res.end();
    };
    const response = await fetch(server.url('/resources/old'), { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/resources/new');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('serves a public page its last good version (200, no-store, marked) when the next answer is a 5xx', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('good') };
    expect(await (await fetch(server.url('/stale-test'))).text()).toContain('good');
    answer = { status: 500, type: 'text/html; charset=utf-8', body: page('error') };
    const stale = await fetch(server.url('/stale-test'));
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).toBe('upstream-error');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(stale.headers.get('content-security-policy')).toMatch(/'sha256-/);
    expect(await stale.text()).toContain('good');
    // Made-up queries neither evict the page's last good version nor miss it.
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('other') };
    for (let i = 0; i < 70; i += 1) await fetch(server.url(`/stale-test?n=${i}`));
    answer = { status: 500, type: 'text/html; charset=utf-8', body: page('error') };
    expect(await (await fetch(server.url('/stale-test?utm_source=x'))).text()).toContain('other');
  });

  it('passes a 5xx through when there is no good version, and for the API and the staff area', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('admin good') };
    await fetch(server.url('/admin/x'));
    answer = { status: 503, type: 'text/html; charset=utf-8', body: page('down') };
    for (const path of ['/never-seen', '/admin/x']) expect((await fetch(server.url(path))).status, path).toBe(503);
  });

  it('streams a staff page rendered with this request\'s nonce, compressed, under the nonce policy', async () => {
    let ended = false;
    respond = (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(`<!doctype html><script nonce="n0nce">self.__next_f.push([0])</script>${'x'.repeat(2000)}`);
      setTimeout(() => {
        ended = true;
        res.end('<p>late</p>');
      }, 100);
    };
    const response = await fetch(server.url('/admin/streamed'), { headers: { 'accept-encoding': 'gzip' } });
    expect(ended, 'headers and the first bytes come before the end').toBe(false);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toContain("'nonce-n0nce'");
    expect(await response.text()).toMatch(/late<\/p>$/);
  });

  it('answers HEAD and 304 without a body or an encoding', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('x'.repeat(2000)) };
    const head = await fetch(server.url('/head-test'), { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    answer = { status: 304, type: 'text/html; charset=utf-8', body: '' };
    const notModified = await fetch(server.url('/etag-test'), { headers: { 'accept-encoding': 'br' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-encoding')).toBeNull();
  });

  it('sends no Content-Security-Policy with a 304, so the browser keeps the policy of the page it holds', async () => {
    for (const type of ['text/html; charset=utf-8', '']) {
      respond = (res) => {
        res.statusCode = 304;
        if (type) res.setHeader('Content-Type', type);
        res.setHeader('ETag', '"abc"');
        res.end();
      };
      const notModified = await fetch(server.url('/'), { headers: { 'if-none-match': '"abc"' } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('content-security-policy'), type || 'no type').toBeNull();
      expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets a second end pass to Node instead of throwing on headers already sent', async () => {
    let second: unknown = 'not called';
    respond = (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page('once'));
      try {
        res.end();
        second = null;
      } catch (error) {
        second = error;
      }
    };
    expect(await (await fetch(server.url('/double-end'))).text()).toContain('once');
    expect(second).toBeNull();
  });

  // 6 MB of text that compresses to about half: several times what the socket and the compressor buffer (768 KB
  // was already refused), so the writes are refused while the client does not read. 38 MB took over 5 s of gzip on a
  // loaded 2-core machine.
  it('reports backpressure while compressing, and sends everything once the client reads', async () => {
    const chunks = 64;
    const chunk = randomBytes(48 * 1024).toString('hex');
    let refused = false;
    respond = (res) => {
      res.setHeader('Content-Type', 'application/json');
      let count = 0;
      const pump = () => {
        while (count < chunks) {
          count += 1;
          if (!res.write(chunk)) {
            refused = true;
            return void res.once('drain', pump);
          }
        }
        res.end();
      };
      pump();
    };
    const body = await new Promise<number>((resolve, reject) => {
      const request = http.get(server.url('/api/stream'), { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.pause();
        setTimeout(() => {
          let length = 0;
          const gunzip = createGunzip();
          gunzip.on('data', (data: Buffer) => (length += data.length));
          gunzip.on('end', () => resolve(length));
          gunzip.on('error', reject);
          response.pipe(gunzip);
        }, 200);
      });
      request.on('error', reject);
    });
    expect(refused).toBe(true);
    expect(body).toBe(chunks * chunk.length);
  });

  it('compresses a hashed static asset whole, with its length and the resource policy', async () => {
    answer = { status: 200, type: 'application/javascript', body: `console.log(${JSON.stringify('a'.repeat(5000))})` };
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(server.url('/_next/static/chunks/x.js'), { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(500);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe(answer.body);
    }
  });

  it('asks for the framework scripts of a prerendered public page after its first paint, allowing that loader by hash', async () => {
    const prerendered = (path: string) => `<!doctype html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body>${path}</body></html>`;
    answer = { status: 200, type: 'text/html; charset=utf-8', body: prerendered('public') };
    const response = await fetch(server.url('/services'));
    const html = await response.text();
    const loader = /<script>(.*forEach.*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(html).not.toContain('<script src="/_next/static/chunks/app.js"');
    expect(loader).toContain('"/_next/static/chunks/app.js"');
    expect(response.headers.get('content-security-policy')).toContain(sha256Source(loader));
    // A public page Next renders again for this request (after a publication) is made the same way: its scripts wait
    // for the paint, and its policy vouches by hashes, not by this request's nonce (a first visit after each
    // publication got the scripts ahead of the paint).
    answer = { status: 200, type: 'text/html; charset=utf-8', body: prerendered('again').replace('<script src', '<script nonce="n0nce" src') };
    const again = await fetch(server.url('/services'));
    const againHtml = await again.text();
    expect(againHtml).not.toContain('src="/_next/static/chunks/app.js" async=""');
    expect(againHtml).toMatch(/<script>.*"\/_next\/static\/chunks\/app\.js".*<\/script><\/body>/);
    expect(again.headers.get('content-security-policy')).not.toContain("'nonce-");
    // The staff area keeps its scripts where Next put them.
    answer = { status: 200, type: 'text/html; charset=utf-8', body: prerendered('staff') };
    expect(await (await fetch(server.url('/admin/login'))).text()).toContain('<script src="/_next/static/chunks/app.js" async=""></script>');
  });

  it('answers 410 for a public page that marks itself gone (a closed opening), prerendered or rendered now; nothing else', async () => {
    const gone = (nonce = '') => `<!doctype html><html><head><script${nonce} src="/_next/static/chunks/app.js" async=""></script></head><body><div data-http-status="410">closed</div></body></html>`;
    answer = { status: 200, type: 'text/html; charset=utf-8', body: gone() };
    expect((await fetch(server.url('/careers/filled-role'))).status).toBe(410);
    answer = { status: 200, type: 'text/html; charset=utf-8', body: gone(' nonce="n0nce"') };
    expect((await fetch(server.url('/careers/filled-role'))).status).toBe(410);
    // Not the staff area, nor a page that is not a 200, nor words that merely say it (escaped text).
    answer = { status: 200, type: 'text/html; charset=utf-8', body: gone() };
    expect((await fetch(server.url('/admin/x'))).status).toBe(200);
    answer = { status: 404, type: 'text/html; charset=utf-8', body: gone() };
    expect((await fetch(server.url('/careers/x'))).status).toBe(404);
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('data-http-status=&quot;410&quot;') };
    expect((await fetch(server.url('/careers/quoted'))).status).toBe(200);
    // A gone page is not kept as the last good one: a 5xx after it is not answered with it.
    answer = { status: 200, type: 'text/html; charset=utf-8', body: gone() };
    await fetch(server.url('/careers/was-gone'));
    answer = { status: 503, type: 'text/html; charset=utf-8', body: page('down') };
    expect((await fetch(server.url('/careers/was-gone'))).status).toBe(503);
  });
});
