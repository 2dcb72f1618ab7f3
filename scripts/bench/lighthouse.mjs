// npm run bench:lighthouse: Lighthouse 12 with its mobile defaults (simulated throttling) in Debian's Chromium, three
// runs per public route (BENCH_RUNS), medians printed: the four category scores, FCP, LCP, TBT, CLS, bytes, and the
// LCP element (of the run with the median LCP). Writes every run's figures under bench/results/. Asserts nothing.
//   BENCH_PATHS (comma-separated, default: every public route, a resource page and the 404), CHROMIUM_PATH
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { finish, log } from '../drills/lib/common.mjs';
import { printTable, writeResults } from './report.mjs';
import { publicRoutes } from './routes.mjs';
import { failOnError, startBenchSite } from './site.mjs';

failOnError('bench:lighthouse');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const site = await startBenchSite();
const routes = process.env.BENCH_PATHS?.split(',') ?? (await publicRoutes(site.url));
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
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} <${(lcpElement.snippet ?? '').slice(1, 40)}` : 'none',
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

const results = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { lhr } = await lighthouse(site.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      runs.push(figures(lhr));
    }
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
    log(`${route}: performance ${summary.scores.performance ?? 'n/a'}, LCP ${shown(summary.lcp)} ms, TBT ${shown(summary.tbt)} ms`);
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
writeResults('lighthouse', { runsPerRoute: RUNS, results });
await finish(true, 'bench:lighthouse');
