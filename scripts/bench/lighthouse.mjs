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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    bytes: audit('total-byte-weight').numericValue,
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
    const lcpRun = runs.find((run) => run.lcp === median(runs.map((r) => r.lcp)));
    const summary = {
      route,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      fcp: median(runs.map((run) => run.fcp)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
      bytes: median(runs.map((run) => run.bytes)),
      lcpElement: lcpRun.lcpElement,
      failing: [...new Set(runs.flatMap((run) => run.failing))],
      runs,
    };
    results.push(summary);
    log(`${route}: performance ${summary.scores.performance}, LCP ${summary.lcp.toFixed(0)} ms, TBT ${summary.tbt.toFixed(0)} ms`);
  }
} finally {
  await chrome.kill();
}

printTable(
  ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KiB', 'LCP element'],
  results.map((row) => [
    row.route,
    row.scores.performance,
    row.scores.accessibility,
    row.scores['best-practices'],
    row.scores.seo,
    row.fcp.toFixed(0),
    row.lcp.toFixed(0),
    row.tbt.toFixed(0),
    row.cls.toFixed(3),
    (row.bytes / 1024).toFixed(0),
    row.lcpElement.slice(0, 48),
  ]),
);
for (const row of results.filter((item) => item.failing.length > 0)) console.log(`${row.route}: failing audits: ${row.failing.join(', ')}`);
writeResults('lighthouse', { runsPerRoute: RUNS, results });
await finish(true, 'bench:lighthouse');
