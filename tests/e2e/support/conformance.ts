// The two conformance checks issue 20 asked for by name (docs/decisions/0034): the W3C Nu HTML Checker (vnu-jar, run
// with Debian's Java) and pa11y with HTML_CodeSniffer (WCAG2AA, in Debian's Chromium). Each returns its errors as
// lines that name the page; the spec expects none.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Cookie } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type BrowserContext, type CookieData, type Page } from 'puppeteer';

// vnu-jar's own launcher would download a Java runtime when none is found: the jar is run directly instead.
const vnuJar = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

export type NuDocument = { name: string; html: string };
type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs `java` with `args` and resolves to what it wrote on stderr (where vnu writes its report). */
function java(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('java was not found: install Debian\'s default-jre-headless (.ci/run does when it is missing)') : error),
    );
    child.on('close', (code) => done({ code, stderr }));
  });
}

/**
 * The Nu HTML Checker's errors in `documents`, in one Java start: each document is written to a temporary file and
 * the whole set checked at once (a start costs seconds; a document, milliseconds).
 */
export async function nuErrors(documents: NuDocument[]): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'nu-'));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = join(folder, `${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    // vnu names each file by a file: URL; its base name is the document's index.
    const nameOf = (url: string) => documents[Number.parseInt(basename(url), 10)]?.name ?? url;
    // The JVM's first tier of compilation only: one short run gains nothing from the optimising compiler, which took
    // half of the run's CPU (140 pages: 6.2 s of CPU against 11.4 s, the same messages). Its larger frames need a larger
    // stack: the schema's evaluation overflowed Java's default (vnu says so, and exits without a report).
    const jvm = ['-XX:TieredStopAtLevel=1', '-Xss8m'];
    const { code, stderr } = await java([...jvm, '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files]);
    let report: { messages: NuMessage[] };
    try {
      report = JSON.parse(stderr) as { messages: NuMessage[] };
    } catch {
      throw new Error(`vnu exited with ${code} without a JSON report:\n${stderr.slice(0, 2000)}`);
    }
    // "error" and "non-document-error" (a file it could not read); "info" messages are warnings, left out above.
    return report.messages
      .filter((message) => message.type !== 'info')
      .map((message) => {
        const where = message.url ? nameOf(message.url) : 'vnu';
        return `${where}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type Pa11yTarget = { path: string; signedIn: boolean };

/**
 * pa11y on a page with a known error (an image without alternative text, HTML_CodeSniffer's H37): a run that reports
 * nothing there is not checking, and the pages' empty reports would mean nothing.
 */
async function expectCanaryReported(context: BrowserContext): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.setContent('<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><main><img src="data:,"></main></body></html>');
    const results = await pa11y(tab.url(), { browser: context.browser(), page: tab, ignoreUrl: true, runners: ['htmlcs'], standard: 'WCAG2AA' });
    if (!results.issues.some((issue) => issue.type === 'error' && issue.code.includes('H37'))) {
      throw new Error(`pa11y found no missing alternative text on the canary page: it is not checking (${JSON.stringify(results.issues)})`);
    }
  } finally {
    await tab.close();
  }
}

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const asPuppeteerCookie = (cookie: Cookie): CookieData => ({
  name: cookie.name,
  value: cookie.value,
  domain: cookie.domain,
  path: cookie.path,
  expires: cookie.expires,
  httpOnly: cookie.httpOnly,
  secure: cookie.secure,
  sameSite: cookie.sameSite,
});

/**
 * pa11y's errors (HTML_CodeSniffer, WCAG2AA) on every target, in one browser: public pages in a context without
 * cookies, staff screens in one holding the staff session's cookies. Each page is tested once it has hydrated and
 * its data requests have settled (a staff list renders after its fetch), and its DOM as tested is handed to
 * `onRendered` (the Nu checker reads it too).
 */
export async function pa11yErrors(
  baseURL: string,
  targets: Pa11yTarget[],
  staffCookies: Cookie[],
  onRendered: (document: NuDocument) => void = () => undefined,
): Promise<string[]> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const visitor = await browser.createBrowserContext();
    const staff = await browser.createBrowserContext();
    await staff.setCookie(...staffCookies.map(asPuppeteerCookie));
    const errors: string[] = [];
    const queue = [...targets];
    // Two lanes at a time: most of a page's time is waiting for its scripts and data, not the checker. Each lane
    // keeps one tab per context and navigates it from page to page, as a visitor browses: a new tab per page took
    // 1.4–2 s to load and start against 0.6–0.8 s in a tab whose scripts are already compiled (measured 2026-11-28).
    const lane = async () => {
      const tabs = new Map<BrowserContext, Page>();
      const tabIn = async (context: BrowserContext) => {
        if (!tabs.has(context)) tabs.set(context, await context.newPage());
        return tabs.get(context)!;
      };
      try {
        for (let target = queue.shift(); target; target = queue.shift()) {
          const page = await tabIn(target.signedIn ? staff : visitor);
          await page.goto(`${baseURL}${target.path}`, { waitUntil: 'load' });
          await page.waitForSelector('html[data-hydrated]');
          await page.waitForNetworkIdle({ idleTime: 200 });
          const results = await pa11y(page.url(), { browser, page, ignoreUrl: true, runners: ['htmlcs'], standard: 'WCAG2AA' });
          for (const issue of results.issues.filter((item) => item.type === 'error')) {
            errors.push(`${target.path}: ${issue.code}: ${issue.message} [${issue.selector}] ${issue.context}`);
          }
          onRendered({ name: `${target.path} (rendered)`, html: await page.content() });
        }
      } finally {
        for (const tab of tabs.values()) await tab.close();
      }
    };
    await Promise.all([lane(), lane()]);
    await expectCanaryReported(visitor);
    return errors;
  } finally {
    await browser.close();
  }
}
