import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// The production server's headers, read over HTTP as a browser or a scanner would (http-server/secure-response.mjs).
const pages = ['/', '/services', '/careers', '/resources', '/resources/securing-ai-systems', '/contact', '/admin/login', '/no-such-page'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

// A `type` that is not JavaScript makes a data block the browser never runs (JSON-LD, the beacon's address).
const isJavaScriptType = (attributes: string) => {
  const type = /\btype="([^"]+)"/.exec(attributes)?.[1];
  return type === undefined || type === 'module' || type === 'text/javascript';
};
const executableInlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && isJavaScriptType(attributes!))
    .map(([, attributes, source]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes!)?.[1], source: source! }));

async function get(baseURL: string, path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseURL), { headers, redirect: 'manual' });
}

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path}: a strict CSP that allows exactly the page's own inline scripts`, async ({ baseURL }) => {
      const response = await get(baseURL!, path);
      const policy = response.headers.get('content-security-policy') ?? '';
      const csp = directives(policy);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // The staff area frames its own live preview (docs/decisions/0036, section 10); public pages frame the booking only.
      expect(csp.get('frame-src')).toEqual(path.startsWith('/admin') ? ["'self'", 'https://scheduling.e2e.test'] : ['https://scheduling.e2e.test']);

      const html = await response.text();
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      for (const script of executableInlineScripts(html)) {
        const hash = `'sha256-${createHash('sha256').update(script.source).digest('base64')}'`;
        const allowed = (nonce !== undefined && script.nonce === nonce) || scriptSrc.includes(hash);
        expect(allowed, `inline script ${script.source.slice(0, 60)}… is allowed`).toBe(true);
      }
    });
  }

  test('prerendered pages are allowed by hash; pages rendered per request get a fresh nonce', async ({ baseURL }) => {
    const home = (await get(baseURL!, '/')).headers.get('content-security-policy')!;
    expect(home).not.toContain("'nonce-");
    expect(home).toMatch(/'sha256-/);
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await get(baseURL!, '/admin/login')).headers.get('content-security-policy')!)?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  test('every response carries the isolation and hardening headers; no HSTS over plain http', async ({ baseURL }) => {
    for (const path of ['/', '/admin/login', '/api/testimonials', '/icon.svg']) {
      const { headers } = await get(baseURL!, path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-powered-by')).toBeNull();
    }
    expect((await get(baseURL!, '/api/testimonials')).headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test('HTML and JSON are compressed with Brotli or gzip, as the client accepts', async ({ baseURL }) => {
    for (const path of ['/', '/resources', '/api/testimonials']) {
      expect((await get(baseURL!, path, { 'accept-encoding': 'br, gzip' })).headers.get('content-encoding')).toBe('br');
      expect((await get(baseURL!, path, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
      const plain = await get(baseURL!, path, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.text()).length).toBeGreaterThan(100);
    }
  });

  test('a body over 1 MiB is refused with 413 on every route, Better Auth included', async ({ baseURL }) => {
    const body = 'x'.repeat(1024 * 1024 + 1);
    for (const path of ['/api/auth/sign-in/email', '/api/contact', '/contact', '/api/admin/testimonials']) {
      const response = await fetch(new URL(path, baseURL), { method: 'POST', body, headers: { 'content-type': 'application/json', origin: baseURL! } });
      expect(response.status, path).toBe(413);
      expect((await response.json()).error.code).toBe('payload_too_large');
    }
  });

  test('a path whose percent-escapes do not decode answers 400, never 500', async ({ baseURL }) => {
    for (const path of ['/resources/%ZZ', '/resources/%E0%A4%A', '/api/resources/%ED%A0%80', '/api/admin/testimonials/%C0%AF']) {
      const response = await get(baseURL!, path);
      expect(response.status, path).toBe(400);
      if (path.startsWith('/api/')) expect((await response.json()).error.code).toBe('bad_request');
    }
  });
});
