import { describe, expect, it } from 'vitest';
import { deferFrameworkScripts, isDeferredScriptLoader } from '../../server/deferred-scripts.mjs';
import { inlineScriptHashes, isVouchedScript, sha256Source } from '../../server/inline-scripts.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="abc" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async="" nonce="abc"></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://example.com/widget.js" async=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script>self.__next_f.push([1,"data"])</script>',
  '<script src="/_next/static/chunks/runtime.js" nonce="abc" async=""></script>',
  '</body></html>',
].join('');

const loaderOf = (html: string) => /<script>([^<]*forEach[^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('moves the framework script files, in order, into one loader at the end of the body', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:one|two|runtime)\.js"/);
    expect(loaderOf(deferred)).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/runtime.js"]');
    expect(deferred.indexOf('<h1>Hello</h1>')).toBeLessThan(deferred.indexOf(loaderOf(deferred)));
  });

  it('drops the preload hint of a moved script and keeps everything else where it was', () => {
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script src="https://example.com/widget.js" async=""></script>');
    expect(deferred).toContain('<script>self.__next_f.push([1,"data"])</script><script>');
  });

  it('is idempotent, and leaves a page without framework scripts or without a body end alone', () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/one.js" async=""></script>';
    expect(deferFrameworkScripts(fragment)).toBe(fragment);
  });

  it('writes a loader that the Content-Security-Policy vouches for, and only that shape', () => {
    const loader = loaderOf(deferred);
    expect(isDeferredScriptLoader(loader)).toBe(true);
    expect(isVouchedScript(loader)).toBe(true);
    expect(inlineScriptHashes(deferred)).toContain(sha256Source(loader));
    expect(isDeferredScriptLoader(loader.replace('/_next/static/chunks/one.js', 'https://evil.example/x.js'))).toBe(false);
    expect(isDeferredScriptLoader(loader.replace('"/_next/static/chunks/one.js"', '"/_next/static/chunks/one.js"+alert(1)'))).toBe(false);
    expect(isDeferredScriptLoader(`${loader};alert(1)`)).toBe(false);
    expect(isDeferredScriptLoader(loader.replace(/\[.*\]/, '[]'))).toBe(false);
  });
});
