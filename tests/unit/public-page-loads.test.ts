import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestListener } from '../../http-server/request-listener.mjs';
import { serveForTests } from './support/test-server';

// What the production server hands Next of a public page load, and what it sends back when the page is not found
// (docs/decisions/0032, 0033): on a real Node server, with a stand-in for Next that records each request's URL and
// answers a 404 the way Next draws one for a route with dynamic params (an error document with this request's nonce,
// the page's copy only in the script's data).
const seen: string[] = [];
function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push(req.url ?? '');
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
  res.statusCode = req.url?.startsWith('/gone') || req.url?.startsWith('/api/gone') ? 404 : req.url?.startsWith('/moved') ? 308 : 200;
  res.setHeader('ETag', '"next-own"');
  if (res.statusCode === 308) {
    res.setHeader('Location', '/new-home');
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  }
  res.setHeader('Content-Type', req.url?.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html><html id="__next_error__"><head></head><body><script nonce="${nonce}">self.__next_f.push([1,"404 Page Not Found ${req.url}"])</script></body></html>`);
}
const NOT_FOUND_PAGE = {
  body: Buffer.from(`<!DOCTYPE html><html lang="en"><head><title>404 Page Not Found | SmartTech</title></head><body><h1>404 Page Not Found</h1>${' '.repeat(2000)}</body></html>`),
  contentType: 'text/html; charset=utf-8',
  csp: "default-src 'self'; script-src 'self' 'sha256-abc'",
};
// The site's 404 page as the server sends /_not-found (http-server/not-found-page.mjs); null once: it could not be had.
let notFoundAvailable = true;
const notFoundPage = async () => (notFoundAvailable ? NOT_FOUND_PAGE : null);
const layerOn = serveForTests(createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x', notFoundPage }));
const layerOff = serveForTests(createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x', frameworkLayer: false }));

describe('public page loads', () => {
  it('reach Next at their shared address: a visitor’s query (an e-mail, a token, click ids) never does', async () => {
    seen.length = 0;
    await fetch(layerOn.url('/services/ai-first?email=a%40b.example&token=T&gclid=G'));
    await fetch(layerOn.url('/resources?category=ai&utm_source=news&type=article'));
    await fetch(layerOn.url('/gone?email=a%40b.example'));
    expect(seen).toEqual(['/services/ai-first', '/resources?category=ai&type=article', '/gone']);
  });

  it('leave the API, the staff area and the router’s own data requests as they came', async () => {
    seen.length = 0;
    await fetch(layerOn.url('/api/resources?page=2'));
    await fetch(layerOn.url('/admin/login?next=%2Fadmin'));
    await fetch(layerOn.url('/services?_rsc=abc123'), { headers: { RSC: '1' } });
    await fetch(layerOn.url('/contact?x=1'), { method: 'POST', body: 'a' });
    expect(seen).toEqual(['/api/resources?page=2', '/admin/login?next=%2Fadmin', '/services?_rsc=abc123', '/contact?x=1']);
  });

  it('a public page that answers 404 is the site’s 404 page, whole and compressed, with the status and its own policy', async () => {
    const response = await fetch(layerOn.url('/gone/for-good'), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('<h1>404 Page Not Found</h1>');
    expect(html).not.toContain('__next_error__');
    expect(response.headers.get('content-security-policy')).toBe(NOT_FOUND_PAGE.csp);
    // Next's validator named its own body.
    expect(response.headers.get('etag')).toBeNull();
    // When it cannot be had, Next's own answer goes out.
    notFoundAvailable = false;
    const fallback = await fetch(layerOn.url('/gone/again'));
    notFoundAvailable = true;
    expect(fallback.status).toBe(404);
    expect(await fallback.text()).toContain('404 Page Not Found /gone/again');
    // Not for the API, and not without the layer: Next's own answers.
    const api = await fetch(layerOn.url('/api/gone'));
    expect(api.status).toBe(404);
    expect(await api.text()).toContain('__next_error__');
    const off = await fetch(layerOff.url('/gone/for-good'));
    expect(off.status).toBe(404);
    expect(await off.text()).toContain('__next_error__');
  });

  it('a page that moved answers 308 that a browser keeps five minutes, not for good (staff may move it back)', async () => {
    const response = await fetch(layerOn.url('/moved'), { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/new-home');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
