// The start-up check of the production server (http-server/index.mjs): before it listens, the server asks itself, on
// a loopback port of its own, for every public page, and refuses to serve when an inline script of one of them is
// not allowed by that page's Content-Security-Policy. A prerendered page has no nonce: its inline scripts are
// allowed by hash, and only those whose shape http-server/inline-scripts.mjs knows are hashed (the framework's data
// pushes among them). Should a Next upgrade change those shapes, the site would start and every page would stay
// dead in the browser; this check makes the upgrade fail at start instead, naming the page and the script
// (docs/decisions/0033). It reads the answers as a browser would (the header's nonces and hashes against the page's
// scripts), so it knows nothing of how they were vouched for.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { executableInlineScripts } from './inline-scripts.mjs';

const REQUEST_TIMEOUT_MS = 30_000;
const SHOWN_CHARACTERS = 100;
const CONCURRENT_REQUESTS = 4;
/** Answers to an unknown path, which render the 404 page: it is a page of the site too. */
const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * The public pages of the site at `origin`: those its sitemap lists, but one resource page only (they share a
 * template), and the 404 page. The benchmarks measure the same (scripts/bench/routes.mjs).
 * @param {string} origin
 * @returns {Promise<string[]>}
 */
export async function publicPagePaths(origin) {
  const locations = async (/** @type {string} */ path) => {
    const answer = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    const text = await answer.text();
    return { index: text.includes('<sitemapindex'), paths: [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname) };
  };
  const sitemap = await locations('/sitemap.xml');
  // Past 50,000 addresses the sitemap is an index of files (src/server/sitemap.ts): the pages lead the first one.
  const paths = sitemap.index ? (await locations(sitemap.paths[0] ?? '/sitemaps/1.xml')).paths : sitemap.paths;
  const pages = paths.filter((path) => !/^\/resources\/./.test(path));
  const resource = paths.find((path) => /^\/resources\/./.test(path));
  return [...pages, ...(resource ? [resource] : []), NOT_FOUND_PATH];
}

const sha256 = (/** @type {string} */ source) => createHash('sha256').update(source, 'utf8').digest('base64');

/**
 * The sources a `script-src` (or, without one, `default-src`) directive allows inline: its nonces and sha256 hashes;
 * null when the policy does not restrict inline scripts at all.
 * @param {string} policy
 * @returns {{ nonces: Set<string>, hashes: Set<string> } | null}
 */
function inlineScriptAllowance(policy) {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
  const values = directives.get('script-src') ?? directives.get('default-src');
  if (!values) return null;
  const nonces = new Set(values.flatMap((value) => /^'nonce-(.+)'$/.exec(value)?.[1] ?? []));
  const hashes = new Set(values.flatMap((value) => /^'sha256-(.+)'$/.exec(value)?.[1] ?? []));
  // 'unsafe-inline' counts only where no nonce or hash is given (CSP Level 2 onward).
  if (values.includes("'unsafe-inline'") && nonces.size === 0 && hashes.size === 0) return null;
  return { nonces, hashes };
}

/**
 * The inline scripts of `html` that `policy` (a Content-Security-Policy header) does not let a browser run.
 * @param {string} html
 * @param {string | null} policy
 * @returns {string[]} their sources
 */
export function unvouchedInlineScripts(html, policy) {
  const allowance = policy ? inlineScriptAllowance(policy) : null;
  if (!allowance) return [];
  return executableInlineScripts(html)
    .filter(({ attributes, source }) => {
      const nonce = /\bnonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
      return !(nonce !== undefined && allowance.nonces.has(nonce)) && !allowance.hashes.has(sha256(source));
    })
    .map(({ source }) => source);
}

/** The first characters of a script, on one line, for a message. */
const excerpt = (/** @type {string} */ source) => {
  const line = source.replace(/\s+/g, ' ').trim();
  return line.length > SHOWN_CHARACTERS ? `${line.slice(0, SHOWN_CHARACTERS)}…` : line;
};

/**
 * Asks the site at `origin` for each of `paths` and lists what a browser would refuse to run. A page that does not
 * answer with HTML (say, its database is down) is a warning: it says nothing of the scripts' shapes.
 * @param {string} origin
 * @param {string[]} paths
 * @returns {Promise<{ problems: string[], warnings: string[] }>}
 */
async function checkInlineScripts(origin, paths) {
  /** @type {string[][]} */
  const problemsOf = paths.map(() => []);
  /** @type {string[][]} */
  const warningsOf = paths.map(() => []);
  /** @param {number} index */
  const check = async (index) => {
    const path = paths[index] ?? '/';
    let response;
    try {
      response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      warningsOf[index]?.push(`${path}: ${error instanceof Error ? error.message : error}`);
      return;
    }
    const html = await response.text();
    if (response.status >= 500 || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) {
      warningsOf[index]?.push(`${path}: answered ${response.status} ${response.headers.get('content-type') ?? ''}`.trim());
      return;
    }
    for (const source of unvouchedInlineScripts(html, response.headers.get('content-security-policy'))) {
      problemsOf[index]?.push(`${path}: an inline script its Content-Security-Policy does not allow: ${excerpt(source)}`);
    }
  };
  // A few at a time: Next's first answer for each route loads that route's code, which is mostly waiting on files.
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await check(next++);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_REQUESTS, paths.length) }, worker));
  return { problems: problemsOf.flat(), warnings: warningsOf.flat() };
}

/**
 * Serves `listener` on a loopback port of its own, checks every public page through it (publicPagePaths), and
 * closes that port again. Nobody else is answered meanwhile: the server's own port is not open yet.
 * @param {import('node:http').RequestListener} listener
 * @returns {Promise<{ pages: number, problems: string[], warnings: string[] }>}
 */
export async function checkOwnPages(listener) {
  const server = http.createServer(listener);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    /** @type {string[]} */
    let paths;
    const warnings = [];
    try {
      paths = await publicPagePaths(origin);
    } catch (error) {
      // Without the sitemap (its database is down), the home page and the 404 page still show the scripts' shapes.
      paths = ['/', NOT_FOUND_PATH];
      warnings.push(`the sitemap could not be read (${error instanceof Error ? error.message : error}): checked / and the 404 page only`);
    }
    const result = await checkInlineScripts(origin, paths);
    return { pages: paths.length, problems: result.problems, warnings: [...warnings, ...result.warnings] };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}
