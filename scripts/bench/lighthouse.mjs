// npm run bench:lighthouse: Lighthouse 12 with its mobile defaults (simulated throttling) in Debian's Chromium, three
// runs per public route (BENCH_RUNS), medians printed: the four category scores, FCP, LCP, TBT, CLS, bytes, and the
// LCP element (of the run with the median LCP). Writes every run's figures under bench/results/. Asserts nothing.
// Lighthouse refuses to score a document answered with an error status (ERRORED_DOCUMENT_REQUEST): the 404 page is
// measured through a pass-through proxy that changes only that document's status line to 200, so the bytes, headers
// and timings are the site's own. A run that Lighthouse itself abandons (NO_NAVSTART, seen now and then here) is run
// again, up to twice. BENCH_FLOOR=1 measures first, the same way, the framework's floor: a bare page of the same Next,
// served by `next start` (scripts/bench/floor-app.mjs): what Next as shipped scores on this machine, beside the site
// with the framework layer on or off.
//   BENCH_PATHS (comma-separated, default: every public route, a resource page and the 404), CHROMIUM_PATH
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { finish, freePort, log, onCleanup } from '../drills/lib/common.mjs';
import { printTable, writeResults } from './report.mjs';
import { startFloorApp } from './floor-app.mjs';
import { publicRoutes } from './routes.mjs';
import { failOnError, startBenchSite } from './site.mjs';

failOnError('bench:lighthouse');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const site = await startBenchSite();
const routes = process.env.BENCH_PATHS?.split(',') ?? (await publicRoutes(site.url));
const FLOOR_ROW = "Next's bare page";
const floorApp = process.env.BENCH_FLOOR === '1' ? await startFloorApp() : null;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** The median of the runs that measured it; null when none did (Lighthouse refuses to score a 404 document). */
const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : null;
};
const shown = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));

function figures(lhr) {
  const audit = (id) => lhr.audits[id] ?? {};
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  return {
    runtimeError: lhr.runtimeError?.code ?? null,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null])),
    fcp: audit('first-contentful-paint').numericValue ?? null,
    lcp: audit('largest-contentful-paint').numericValue ?? null,
    tbt: audit('total-blocking-time').numericValue ?? null,
    cls: audit('cumulative-layout-shift').numericValue ?? null,
    bytes: audit('total-byte-weight').numericValue ?? null,
    // Lighthouse's own measure of the host's CPU (higher is faster); it warns below 1,000, where its simulated phone
    // is slower than the one its scores are calibrated for. Printed so figures from different machines can be told apart.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} <${(lcpElement.snippet ?? '').slice(1, 40)}` : 'none',
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

/** Forwards every request to the site; answers a 404 document as 200 (nothing else changes). */
async function startStatusProxy(target) {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const upstream = http.request(new URL(req.url, target), { method: req.method, headers: req.headers }, (answer) => {
      const isDocument = answer.statusCode === 404 && /^text\/html/.test(answer.headers['content-type'] ?? '');
      res.writeHead(isDocument ? 200 : answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  onCleanup(() => server.close());
  return `http://127.0.0.1:${port}`;
}
const notFoundProxy = await startStatusProxy(site.url);
const isNotFound = async (route) => (await fetch(site.url + route)).status === 404;

async function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const run = figures(lhr);
    if (!run.runtimeError || attempt === 3) return run;
    log(`${url}: Lighthouse abandoned the run (${run.runtimeError}); running it again`);
  }
}

const results = [];
try {
  for (const route of floorApp ? [FLOOR_ROW, ...routes] : routes) {
    const runs = [];
    // The 404 page through the status proxy (see the top of this file).
    const url = floorApp && route === FLOOR_ROW ? `${floorApp.url}/` : ((await isNotFound(route)) ? notFoundProxy : site.url) + route;
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url));
    const lcpRun = runs.find((run) => run.lcp === median(runs.map((r) => r.lcp))) ?? runs[0];
    const summary = {
      route,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      fcp: median(runs.map((run) => run.fcp)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
      bytes: median(runs.map((run) => run.bytes)),
      lcpElement: lcpRun.runtimeError ? `not measured: ${lcpRun.runtimeError}` : lcpRun.lcpElement,
      failing: [...new Set(runs.flatMap((run) => run.failing))],
      runs,
    };
    results.push(summary);
    const perfRuns = runs.map((run) => run.scores.performance).filter((value) => typeof value === 'number');
    const perfRange = perfRuns.length > 1 ? ` (runs ${Math.min(...perfRuns)}–${Math.max(...perfRuns)})` : '';
    log(`${route}: performance ${summary.scores.performance ?? 'n/a'}${perfRange}, LCP ${shown(summary.lcp)} ms, TBT ${shown(summary.tbt)} ms`);
  }
} finally {
  await chrome.kill();
}

printTable(
  ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KiB', 'LCP element'],
  results.map((row) => [
    row.route,
    row.scores.performance ?? 'n/a',
    row.scores.accessibility ?? 'n/a',
    row.scores['best-practices'] ?? 'n/a',
    row.scores.seo ?? 'n/a',
    shown(row.fcp),
    shown(row.lcp),
    shown(row.tbt),
    shown(row.cls, 3),
    row.bytes === null ? 'n/a' : (row.bytes / 1024).toFixed(0),
    row.lcpElement.slice(0, 48),
  ]),
);
for (const row of results.filter((item) => item.failing.length > 0)) console.log(`${row.route}: failing audits: ${row.failing.join(', ')}`);
const indexes = results.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)).filter((value) => typeof value === 'number');
const benchmarkIndex = median(indexes);
if (benchmarkIndex !== null) {
  log(`this machine's CPU, as Lighthouse measures it (benchmarkIndex): median ${benchmarkIndex.toFixed(0)}, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} over ${indexes.length} runs${benchmarkIndex < 1000 ? ' (under 1,000: Lighthouse warns that a host this slow lowers performance scores)' : ''}`);
}
writeResults('lighthouse', { runsPerRoute: RUNS, benchmarkIndex, results });
await finish(true, 'bench:lighthouse');
