// npm run bench:size: per public route, the gzip bytes of its HTML, of its router payload (fetched after the paint:
// http-server/deferred-scripts.mjs), of the JavaScript and CSS its HTML loads, beside
// the framework's floor: the JavaScript of a bare App Router page built with the same Next version (measured here,
// so the budget follows upgrades). The targets are in budgets.mjs: text pages at most floor + 10 KiB, `/`, `/resources`
// and `/contact` floor + 30 KiB; the HTML of `/` at most 20 KB. Prints a table and writes JSON; asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finish, freePort, log, onCleanup, ROOT, sleep } from '../drills/lib/common.mjs';
import { FRAMEWORK_FLOOR, isWidePage, KiB, TARGETS } from './budgets.mjs';
import { printTable, writeResults } from './report.mjs';
import { assetsOf, gzipBytesAsServed, publicRoutes } from './routes.mjs';
import { failOnError, startBenchSite } from './site.mjs';

failOnError('bench:size');
const nextVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;

/** Sums the gzip bytes of each URL once across pages (a shared chunk counts on every page that loads it). */
const sizeCache = new Map();
async function totalBytes(base, sources) {
  let total = 0;
  for (const source of sources) {
    const url = new URL(source, base).toString();
    if (!sizeCache.has(url)) sizeCache.set(url, (await gzipBytesAsServed(url)).bytes);
    total += sizeCache.get(url);
  }
  return total;
}

/**
 * A bare Next app (a layout and a page saying hello), built once per Next version; its figure is kept in
 * .next-bench-floor/<version>/floor.json. It is built outside the project: inside it, Turbopack takes the project's
 * folder as its root and compiles the project's own `src/instrumentation.ts` into the bare app. Its own config names
 * the filesystem's root as Turbopack's, so the project's node_modules (linked) can be read from there.
 */
async function measureFloor() {
  const resultFile = path.join(ROOT, '.next-bench-floor', nextVersion, 'floor.json');
  if (fs.existsSync(resultFile)) return JSON.parse(fs.readFileSync(resultFile, 'utf8')).jsBytes;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-floor-'));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next-floor', private: true }));
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(path.parse(dir).root)} } };\n`);
  fs.writeFileSync(path.join(dir, 'app/layout.tsx'), 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n');
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n');
  if (!fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const nextBin = path.join(ROOT, 'node_modules/next/dist/bin/next');
  log(`building a bare Next ${nextVersion} page for the floor …`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the bare page did not build:\n${(build.stdout + build.stderr).slice(-2000)}`);
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...process.env, NEXT_DIST_DIR: '' }, stdio: 'ignore' });
  onCleanup(() => server.kill());
  const base = `http://127.0.0.1:${port}`;
  let html = '';
  for (let i = 0; i < 100 && !html; i += 1) {
    html = await fetch(base).then((r) => (r.ok ? r.text() : ''), () => '');
    if (!html) await sleep(200);
  }
  const jsBytes = await totalBytes(base, assetsOf(html).scripts);
  server.kill();
  fs.mkdirSync(path.dirname(resultFile), { recursive: true });
  fs.writeFileSync(resultFile, JSON.stringify({ nextVersion, jsBytes }));
  return jsBytes;
}

const floor = await measureFloor();
const site = await startBenchSite();
const rows = [];
for (const route of await publicRoutes(site.url)) {
  const html = await (await fetch(site.url + route)).text();
  const { scripts, styles, flight } = assetsOf(html);
  const htmlBytes = (await gzipBytesAsServed(site.url + route)).bytes;
  const js = await totalBytes(site.url, scripts);
  const css = await totalBytes(site.url, styles);
  // The router payload (React's data for hydration), fetched after the first paint; in the HTML when inline.
  const payloadBytes = flight ? await totalBytes(site.url, [flight]) : 0;
  const budget = floor + (isWidePage(route) ? TARGETS.widePageJs : TARGETS.textPageJs);
  rows.push({ route, htmlBytes, payloadBytes, jsBytes: js, cssBytes: css, scripts: scripts.length, overFloor: js - floor, budget, withinBudget: js <= budget });
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)}`;
log(`framework floor (bare Next ${nextVersion} page): ${kib(floor)} KiB of JavaScript, gzip`);
if (FRAMEWORK_FLOOR.next !== nextVersion || FRAMEWORK_FLOOR.jsBytes !== floor) {
  log(`scripts/bench/budgets.mjs records ${FRAMEWORK_FLOOR.jsBytes} bytes for Next ${FRAMEWORK_FLOOR.next}: record ${floor} for ${nextVersion} there (the end-to-end guard reads it)`);
}
printTable(
  ['route', 'HTML KiB', 'payload KiB', 'JS KiB', 'scripts', 'JS − floor', 'budget', 'JS ok', 'CSS KiB'],
  rows.map((row) => [row.route, kib(row.htmlBytes), kib(row.payloadBytes), kib(row.jsBytes), row.scripts, kib(row.overFloor), kib(row.budget), row.withinBudget ? 'yes' : 'NO', kib(row.cssBytes)]),
);
const home = rows.find((row) => row.route === '/');
if (home) log(`HTML of /: ${home.htmlBytes} bytes gzip (target ${TARGETS.homeHtml}: ${home.htmlBytes <= TARGETS.homeHtml ? 'met' : 'NOT met'}); its router payload, fetched after the paint: ${home.payloadBytes} bytes`);
writeResults('size', { nextVersion, floorJsBytes: floor, rows });
await finish(true, 'bench:size');
