import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { expect, test } from './fixtures';

// The production server's start-up check (http-server/self-check.mjs, docs/decisions/0033), on copies of the e2e
// build: as built, the server checks every public page and serves; with one prerendered page given an inline script
// no rule vouches for (as a framework upgrade that changed a script's shape would), it exits 1 naming page and script.

const buildDir = process.env.E2E_DIST_DIR || '.next-test';

function startServer(distDir: string) {
  return freePort().then((port) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'smarttech-start-check-'));
    const siteUrl = `http://127.0.0.1:${port}`;
    const server: ChildProcess = spawn(process.execPath, ['http-server/index.mjs'], {
      env: { ...process.env, NEXT_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', SITE_URL: siteUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    const stop = () => {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { siteUrl, server, output: () => output, stop };
  });
}

test('the server serves once every public page passes the check, and refuses to when a prerendered page has an unvouched inline script', async () => {
  test.setTimeout(120_000);
  // Its own copy of the build, as `next build` left it: without the compiler's cache, and without the pages the e2e
  // server rendered again since (Next serves those from server/route-cache rather than from the prerendered file).
  const copy = `${buildDir}-start-check-${process.pid}`;
  const leftOut = new Set([join(buildDir, 'cache'), join(buildDir, 'server', 'route-cache')]);
  cpSync(buildDir, copy, { recursive: true, filter: (path) => !leftOut.has(path) });
  try {
    const asBuilt = await startServer(copy);
    try {
      await expect.poll(asBuilt.output, { timeout: 60_000, message: 'the server as built starts' }).toContain('> Ready on');
      expect(asBuilt.output()).toMatch(/> Start-up check: the inline scripts of \d{2} public pages are allowed by their policies \(\d+ ms\)/);
      expect((await fetch(`${asBuilt.siteUrl}/privacy-policy`)).status).toBe(200);
    } finally {
      asBuilt.stop();
    }

    // As a fresh build: the pages the first start cached are read from the prerendered files again.
    rmSync(join(copy, 'server', 'route-cache'), { recursive: true, force: true });
    const page = join(copy, 'server/app/privacy-policy.html');
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('</body>');
    writeFileSync(page, html.replace('</body>', '<script>document.title="tampered"</script></body>'));
    const tampered = await startServer(copy);
    try {
      await expect.poll(() => tampered.server.exitCode, { timeout: 60_000, message: 'the server with a tampered page exits' }).toBe(1);
      expect(tampered.output()).toContain('> /privacy-policy: an inline script its Content-Security-Policy does not allow: document.title="tampered"');
      expect(tampered.output()).toContain('> Refusing to serve: 1 inline script(s) would be blocked');
      expect(tampered.output()).not.toContain('> Ready on');
      await expect(fetch(`${tampered.siteUrl}/`)).rejects.toThrow();
    } finally {
      tampered.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
