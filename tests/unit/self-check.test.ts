import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetServedPages } from '../../http-server/page-cache.mjs';
import { createRequestListener } from '../../http-server/request-listener.mjs';
import { checkOwnPages, unvouchedInlineScripts } from '../../http-server/self-check.mjs';
import { THEME_SCRIPT } from '../../src/lib/theme-script.mjs';

// The server's start-up check (docs/decisions/0033) against the production request listener, with a stand-in for
// Next that answers a sitemap, prerendered pages as Next writes them, and a page rendered per request.
const CHUNK_LIST = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["static/chunks/app.js",{"otherChunks":[],"runtimeModuleIds":[1]}])';
const prerendered = (extra = '') =>
  [
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script src="/_next/static/chunks/app.js" async=""></script></head><body>`,
    '<main>Smart Tech</main>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{\\"children\\":\\"Smart Tech\\"}]\\n"])</script>',
    `<script>${CHUNK_LIST}</script>`,
    extra,
    '</body></html>',
  ].join('');

let extraScript: Record<string, string> = {};
const asked: string[] = [];

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!;
  asked.push(path);
  if (path === '/sitemap.xml') {
    res.setHeader('Content-Type', 'application/xml');
    const pages = ['/', '/about', '/contact', '/resources', '/resources/one', '/resources/two'];
    return res.end(`<urlset>${pages.map((page) => `<url><loc>https://www.example.com${page}</loc></url>`).join('')}</urlset>`);
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (path === '/contact') {
    // Rendered for this request: Next puts the request's nonce (from the header the server set) on its scripts.
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))![1];
    res.statusCode = 200;
    return res.end(`<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><script nonce="${nonce}">self.__next_f.push([1,"x"])</script>${extraScript[path] ?? ''}</body></html>`);
  }
  res.statusCode = path === '/this-page-does-not-exist' ? 404 : 200;
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  res.end(prerendered(extraScript[path]));
}

const listener = (frameworkLayer: boolean) => createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x', frameworkLayer });

beforeEach(() => {
  forgetServedPages();
  extraScript = {};
  asked.length = 0;
});

describe('the start-up check of the inline scripts', () => {
  it('asks for every public page of the sitemap, one resource page and the 404 page, and passes when each script is allowed, layer on or off', async () => {
    for (const frameworkLayer of [true, false]) {
      forgetServedPages();
      asked.length = 0;
      const check = await checkOwnPages(listener(frameworkLayer));
      expect(check, `framework layer ${frameworkLayer ? 'on' : 'off'}`).toEqual({ pages: 6, problems: [], warnings: [] });
      // The sitemap first, then the pages, a few at a time.
      expect(asked[0]).toBe('/sitemap.xml');
      expect(asked.slice(1).sort()).toEqual(['/', '/about', '/contact', '/resources', '/resources/one', '/this-page-does-not-exist']);
    }
  });

  it('names the page and the start of a prerendered inline script that no rule vouches for', async () => {
    extraScript['/about'] = `<script>document.title = "changed"; ${'x'.repeat(200)}</script>`;
    const check = await checkOwnPages(listener(true));
    expect(check.problems).toEqual([`/about: an inline script its Content-Security-Policy does not allow: document.title = "changed"; ${'x'.repeat(72)}…`]);
  });

  it('names a script without the nonce on a page rendered per request, and one of a changed shape on the 404 page', async () => {
    extraScript['/contact'] = '<script>alert(1)</script>';
    extraScript['/this-page-does-not-exist'] = '<script>self.__next_f.push([1,"x"], "more")</script>';
    const check = await checkOwnPages(listener(false));
    expect(check.problems).toEqual([
      '/contact: an inline script its Content-Security-Policy does not allow: alert(1)',
      '/this-page-does-not-exist: an inline script its Content-Security-Policy does not allow: self.__next_f.push([1,"x"], "more")',
    ]);
  });
});

describe('unvouchedInlineScripts', () => {
  const policy = "default-src 'self'; script-src 'self' 'nonce-abc' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
  it('reads the policy as a browser does: a matching nonce or hash allows a script; data blocks and files need neither', () => {
    // 'sha256-bhHH…' is the hash of `alert(1)`.
    const html = '<script>alert(1)</script><script nonce="abc">one()</script><script src="/a.js"></script><script type="application/ld+json">{}</script><script nonce="xyz">two()</script><script type="module">three()</script>';
    expect(unvouchedInlineScripts(html, policy)).toEqual(['two()', 'three()']);
    expect(unvouchedInlineScripts(html, "script-src 'self' 'unsafe-inline'"), 'inline allowed').toEqual([]);
    expect(unvouchedInlineScripts(html, "default-src 'self'"), 'no inline source at all').toEqual(['alert(1)', 'one()', 'two()', 'three()']);
    expect(unvouchedInlineScripts(html, null), 'no policy').toEqual([]);
  });
});

describe('the request listener with the framework layer off', () => {
  it('sends a prerendered page as Next wrote it, allowed by hashes, and leaves /_flight/ to Next', async () => {
    const server = http.createServer(listener(false));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const encoding of ['gzip', 'identity']) {
        const response = await fetch(`${origin}/about`, { headers: { 'accept-encoding': encoding } });
        expect(await response.text(), encoding).toBe(prerendered());
        expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){4};/);
      }
      asked.length = 0;
      await fetch(`${origin}/_flight/abcdefghijklmnopqrstuv.js?u=%2Fabout`);
      expect(asked).toEqual(['/_flight/abcdefghijklmnopqrstuv.js']);
    } finally {
      server.close();
    }
  });
});
