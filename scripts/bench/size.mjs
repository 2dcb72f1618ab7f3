// npm run bench:size: per public route, the gzip bytes of its HTML, of its router payload (fetched after the paint:
// http-server/deferred-scripts.mjs), of the JavaScript and CSS its HTML loads, beside
// the framework's floor: the JavaScript of a bare App Router page built with the same Next version (measured here,
// so the budget follows upgrades). The targets are in budgets.mjs: text pages at most floor + 10 KiB, `/`, `/resources`
// and `/contact` floor + 30 KiB; the HTML of `/` at most 20 KB. Prints a table and writes JSON; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { finish, log, ROOT } from '../drills/lib/common.mjs';
import { FRAMEWORK_FLOOR, isWidePage, KiB, TARGETS } from './budgets.mjs';
import { nextVersion, startFloorApp } from './floor-app.mjs';
import { printTable, writeResults } from './report.mjs';
import { assetsOf, gzipBytesAsServed, publicRoutes } from './routes.mjs';
import { failOnError, startBenchSite } from './site.mjs';

failOnError('bench:size');

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

/** The floor's JavaScript, gzip, measured once per Next version and kept in .next-bench-floor/<version>/floor.json. */
async function measureFloor() {
  const resultFile = path.join(ROOT, '.next-bench-floor', nextVersion, 'floor.json');
  if (fs.existsSync(resultFile)) return JSON.parse(fs.readFileSync(resultFile, 'utf8')).jsBytes;
  const floorApp = await startFloorApp();
  const html = await (await fetch(floorApp.url)).text();
  const jsBytes = await totalBytes(floorApp.url, assetsOf(html).scripts);
  floorApp.stop();
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
