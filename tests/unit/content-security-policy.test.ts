import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isVouchedScript, sha256Source, THEME_SCRIPT_HASH } from '../../http-server/inline-scripts.mjs';
import { baseSecurityHeaders, pageContentSecurityPolicy } from '../../http-server/security-headers.mjs';
import { chooseEncoding } from '../../http-server/secure-response.mjs';
import { THEME_SCRIPT } from '@/lib/theme-script.mjs';
import { THEME_STORAGE_KEY } from '@/lib/theme';

const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});';

describe('vouched inline scripts', () => {
  it('vouches for the theme script and the framework data pushes', () => {
    for (const source of [THEME_SCRIPT, flight, bootstrap, '(self.__next_f=self.__next_f||[]).push([0])']) {
      expect(isVouchedScript(source), source).toBe(true);
    }
  });

  it('does not vouch for code dressed as a data push', () => {
    for (const source of [
      'self.__next_f.push([1]);alert(1)',
      'self.__next_f.push([1]),alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"]);fetch("//evil")//)',
      'alert(1);self.__next_f.push([1])',
      `${THEME_SCRIPT}alert(1)`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(eval("1"));',
    ]) {
      expect(isVouchedScript(source), source).toBe(false);
    }
  });

  it('hashes only the vouched executable scripts of a page: an injected one stays blocked', () => {
    const html = `<head><script>${THEME_SCRIPT}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head>
      <body><article><script>alert(document.cookie)</script></article><script>${flight}</script><script id="_R_">${bootstrap}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([THEME_SCRIPT_HASH, sha256Source(flight), sha256Source(bootstrap)]);
  });

  it('the theme script reads the storage key the theme provider writes', () => {
    expect(THEME_SCRIPT).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
  });
});

describe('page policy', () => {
  const settings = { siteUrl: 'https://smarttech.example', schedulingUrl: 'https://calendly.com/smarttech/30min' };

  it('uses the nonce and the theme hash on a page rendered per request, never unsafe-inline or unsafe-eval', () => {
    const policy = pageContentSecurityPolicy({ ...settings, nonce: 'abc123' });
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc.split(' ')).toEqual(["'self'", "'nonce-abc123'", THEME_SCRIPT_HASH]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain('frame-src https://calendly.com;');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('uses the given hashes on a prerendered page', () => {
    const policy = pageContentSecurityPolicy({ ...settings, hashes: ["'sha256-a'", "'sha256-b'"] });
    expect(/script-src ([^;]+)/.exec(policy)![1]).toBe("'self' 'sha256-a' 'sha256-b'");
  });

  it('lets the site frame its staff preview alone, and only staff pages frame this site', () => {
    const preview = pageContentSecurityPolicy({ ...settings, nonce: 'n', framable: true, isStaffPath: true });
    expect(preview).toContain("frame-ancestors 'self'");
    expect(baseSecurityHeaders({ ...settings, framable: true })['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(pageContentSecurityPolicy({ ...settings, nonce: 'n', isStaffPath: true })).toContain("frame-src 'self' https://calendly.com;");
    expect(pageContentSecurityPolicy({ ...settings, nonce: 'n', isStaffPath: true })).toContain("frame-ancestors 'none'");
    expect(baseSecurityHeaders(settings)['X-Frame-Options']).toBe('DENY');
  });

  it('sends HSTS for a year with subdomains only when the site is https', () => {
    expect(baseSecurityHeaders(settings)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(baseSecurityHeaders({ siteUrl: 'http://localhost:3000' })['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
