import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureResponse } from '../../server/secure-response.mjs';

// The response wrapper on a real Node server, with a stand-in for Next that answers what each test sets.
let answer: { status: number; type: string; body: string } = { status: 200, type: 'text/html; charset=utf-8', body: '' };
const server = http.createServer((req, res) => {
  secureResponse(req, res, { siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x', nonce: 'n0nce', isStaffPath: false });
  res.statusCode = answer.status;
  res.setHeader('Content-Type', answer.type);
  res.end(answer.body);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = (text: string) => `<!doctype html><html><head><script>self.__next_f.push([1,"${text}"])</script></head><body>${text}</body></html>`;

describe('secureResponse', () => {
  it('serves a public page its last good version (200, no-store, marked) when the next answer is a 5xx', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('good') };
    expect(await (await fetch(`${base}/stale-test`)).text()).toContain('good');
    answer = { status: 500, type: 'text/html; charset=utf-8', body: page('error') };
    const stale = await fetch(`${base}/stale-test`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).toBe('upstream-error');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(stale.headers.get('content-security-policy')).toMatch(/'sha256-/);
    expect(await stale.text()).toContain('good');
  });

  it('passes a 5xx through when there is no good version, and for the API and the staff area', async () => {
    answer = { status: 200, type: 'text/html; charset=utf-8', body: page('admin good') };
    await fetch(`${base}/admin/x`);
    answer = { status: 503, type: 'text/html; charset=utf-8', body: page('down') };
    for (const path of ['/never-seen', '/admin/x']) expect((await fetch(`${base}${path}`)).status, path).toBe(503);
  });

  it('compresses a hashed static asset whole, with its length and the resource policy', async () => {
    answer = { status: 200, type: 'application/javascript', body: `console.log(${JSON.stringify('a'.repeat(5000))})` };
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${base}/_next/static/chunks/x.js`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(500);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toBe(answer.body);
    }
  });
});
