import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferredFlightUrl, deferredScriptSources, isDeferredScriptLoader, isFlightScript, WARM_UP_GLOBAL } from '../../http-server/deferred-scripts.mjs';
import { inlineScriptHashes, isVouchedScript, sha256Source } from '../../http-server/inline-scripts.mjs';

const flightScripts: [string, string, string] = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'];
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="abc" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async="" nonce="abc"></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://example.com/widget.js" async=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '</head><body><h1>Hello</h1>',
  `<script>${flightScripts[0]}</script><script>${flightScripts[1]}</script>`,
  `<script nonce="abc">${flightScripts[2]}</script>`,
  '<script src="/_next/static/chunks/runtime.js" nonce="abc" async=""></script>',
  '</body></html>',
].join('');

const loaderOf = (html: string) => /<script>([^<]*forEach[^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';

describe('deferHydration', () => {
  const { html: deferred, flight } = deferHydration(page, { pageUrl: "/resources?category=ai&x='y'" });

  it('moves the framework script files, in order, into one loader at the end of the body', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:one|two|runtime)\.js"/);
    expect(deferredScriptSources(deferred)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/runtime.js']);
    expect(deferred.indexOf('<h1>Hello</h1>')).toBeLessThan(deferred.indexOf(loaderOf(deferred)));
  });

  it('moves the router payload into a file named by its hash, which the loader fetches with the page it belongs to', () => {
    expect(deferred).not.toContain('__next_f');
    expect(flight?.body).toBe(`${flightScripts.join(';\n')};\n`);
    expect(flight?.hash).toMatch(/^[\w-]{22}$/);
    expect(deferredFlightUrl(deferred)).toBe(`/_flight/${flight?.hash}.js?u=%2Fresources%3Fcategory%3Dai%26x%3D%27y%27`);
    // The same payload has the same name, whatever the page's address.
    expect(deferHydration(page, { pageUrl: '/elsewhere' }).flight?.hash).toBe(flight?.hash);
    expect(deferHydration(page.replace('$Sreact.fragment', '$Sreact.suspense'), { pageUrl: '/' }).flight?.hash).not.toBe(flight?.hash);
  });

  it('keeps the payload inline when it is asked to, or when one of its scripts is not plainly data', () => {
    const inline = deferHydration(page);
    expect(inline.flight).toBeNull();
    expect(inline.html).toContain(`<script>${flightScripts[1]}</script>`);
    expect(deferredFlightUrl(inline.html)).toBeNull();
    const tampered = page.replace(flightScripts[1], 'self.__next_f.push([1,"x"]);alert(1)');
    const result = deferHydration(tampered, { pageUrl: '/' });
    expect(result.flight).toBeNull();
    expect(result.html).toContain('alert(1)');
  });

  it('drops the preload hint of a moved script and keeps everything else where it was', () => {
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script src="https://example.com/widget.js" async=""></script>');
    expect(deferred).toContain('<script id="_R_">(globalThis["TURBOPACK"]');
  });

  it('is idempotent, and leaves a page without framework scripts or without a body end alone', () => {
    expect(deferHydration(deferred, { pageUrl: '/' }).html).toBe(deferred);
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferHydration(plain, { pageUrl: '/' }).html).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/one.js" async=""></script>';
    expect(deferHydration(fragment, { pageUrl: '/' }).html).toBe(fragment);
  });

  it('writes a loader that the Content-Security-Policy vouches for, and only that shape', () => {
    const loader = loaderOf(deferred);
    expect(isDeferredScriptLoader(loader)).toBe(true);
    expect(isVouchedScript(loader)).toBe(true);
    expect(inlineScriptHashes(deferred)).toContain(sha256Source(loader));
    expect(isDeferredScriptLoader(loaderOf(deferHydration(page).html))).toBe(true);
    expect(isDeferredScriptLoader(loader.replace('/_next/static/chunks/one.js', 'https://evil.example/x.js'))).toBe(false);
    expect(isDeferredScriptLoader(loader.replace('"/_next/static/chunks/one.js"', '"/_next/static/chunks/one.js"+alert(1)'))).toBe(false);
    expect(isDeferredScriptLoader(loader.replace(/"flight":"[^"]*"/, '"flight":"https://evil.example/x.js"'))).toBe(false);
    expect(isDeferredScriptLoader(loader.replace(/"flight":"[^"]*"/, '"flight":"/_flight/x.js"'))).toBe(false);
    expect(isDeferredScriptLoader(loader.replace('"scripts"', '"other":1,"scripts"'))).toBe(false);
    expect(isDeferredScriptLoader(`${loader};alert(1)`)).toBe(false);
    expect(isDeferredScriptLoader(loader.replace(/\[.*\]/, '[]'))).toBe(false);
  });

  it('recognises the payload scripts by shape only', () => {
    for (const source of flightScripts) expect(isFlightScript(source)).toBe(true);
    expect(isFlightScript('self.__next_f.push([1,"x"]);')).toBe(true);
    expect(isFlightScript('self.__next_f.push([1,"x"]),alert(1)')).toBe(false);
    expect(isFlightScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isFlightScript('(self.__next_f=self.__next_f||[]).push([0]);alert(1)')).toBe(false);
  });
});

/**
 * Runs a page's loader in a sandbox whose browser is a log: every element added to <head>, in which task, and the
 * script elements to fire `load` or `error` on. Tasks (timers, frames, messages) run only when `runTasks` is called.
 */
function runLoader(source: string, { storage = new Map<string, string>(), turbopack = [] as unknown[] } = {}) {
  const tasks: (() => void)[] = [];
  const clock = { now: 0 };
  const added: { task: number; kind: string; url: string; element: Record<string, unknown> }[] = [];
  let task = 0;
  let reloads = 0;
  const head = {
    appendChild(element: Record<string, unknown>) {
      added.push({ task, kind: element.tag === 'script' ? 'script' : `${element.rel}`, url: String(element.src ?? element.href), element });
    },
  };
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const sandbox = {
    document: { head, createElement: (tag: string) => ({ tag }) },
    MessageChannel,
    requestAnimationFrame: (run: () => void) => tasks.push(run),
    setTimeout: () => 0,
    self: { TURBOPACK: turbopack } as Record<string, unknown>,
    performance: { now: () => clock.now },
    location: { pathname: '/careers', reload: () => (reloads += 1) },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
  };
  vm.runInNewContext(source, sandbox);
  const runTasks = () => {
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()!();
    }
  };
  const fire = (url: string, event: 'onload' | 'onerror') => {
    const { element } = added.find((entry) => entry.url === url && entry.kind === 'script')!;
    (element[event] as () => void)();
  };
  /** As runTasks, letting each task's promise callbacks run before the next task, as a browser does. */
  const runTasksSettled = async () => {
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()!();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    }
  };
  return { added, runTasks, runTasksSettled, fire, reloads: () => reloads, self: sandbox.self, clock, task: () => task };
}

describe('the loader, run', () => {
  const { html } = deferHydration(page, { pageUrl: '/careers' });
  const flightUrl = deferredFlightUrl(html)!;
  const scripts = deferredScriptSources(html);

  it('fetches the payload first, preloads the framework meanwhile, and starts it when the payload has run: one element per task', () => {
    const browser = runLoader(loaderOf(html));
    browser.runTasks();
    expect(browser.added.map(({ kind, url }) => `${kind} ${url}`)).toEqual([`script ${flightUrl}`, ...scripts.map((src) => `preload ${src}`)]);
    browser.fire(flightUrl, 'onload');
    browser.runTasks();
    expect(browser.added.slice(1 + scripts.length).map(({ kind, url }) => `${kind} ${url}`)).toEqual(scripts.map((src) => `script ${src}`));
    const tasks = browser.added.map((entry) => entry.task);
    expect(new Set(tasks).size, 'tasks that added an element').toBe(tasks.length);
    expect(browser.reloads()).toBe(0);
  });

  it('without the payload, reloads once and never starts the framework', () => {
    const storage = new Map<string, string>();
    const first = runLoader(loaderOf(html), { storage });
    first.runTasks();
    first.fire(flightUrl, 'onerror');
    first.runTasks();
    expect(first.reloads()).toBe(1);
    const second = runLoader(loaderOf(html), { storage });
    second.runTasks();
    second.fire(flightUrl, 'onerror');
    second.runTasks();
    expect(second.reloads()).toBe(0);
    for (const browser of [first, second]) expect(browser.added.filter(({ kind }) => kind === 'script')).toHaveLength(1);
  });

  it('with the payload inline, starts the framework at once', () => {
    const browser = runLoader(loaderOf(deferHydration(page).html));
    browser.runTasks();
    expect(browser.added.map(({ kind, url }) => `${kind} ${url}`)).toEqual(scripts.map((src) => `script ${src}`));
  });

  describe('the framework entry', () => {
    const entry = { otherChunks: ['static/chunks/one.js'], runtimeModuleIds: [9] };
    const chunk = ['script', 1, () => {}];

    /** The page's loader, run until every file has loaded, with the runtime installed by the last one. */
    async function loadEverything(options: { warmUp?: Record<number, number[]>; cost?: (id: number) => number; fails?: number } = {}) {
      const browser = runLoader(loaderOf(html), { turbopack: [chunk, entry] });
      browser.runTasks();
      browser.fire(flightUrl, 'onload');
      browser.runTasks();
      const pushed: { task: number; registration: { runtimeModuleIds: number[] } }[] = [];
      expect(browser.self.TURBOPACK, 'the entry is held back, the chunk stays queued').toEqual([chunk]);
      browser.self.TURBOPACK = {
        push(registration: { runtimeModuleIds: number[] }) {
          pushed.push({ task: browser.task(), registration });
          const id = registration.runtimeModuleIds[0]!;
          browser.clock.now += options.cost?.(id) ?? 0;
          return id === options.fails ? Promise.reject(new Error('module failed')) : Promise.resolve();
        },
      };
      if (options.warmUp) browser.self[WARM_UP_GLOBAL] = options.warmUp;
      for (const src of scripts) {
        expect(pushed, 'nothing runs before every file has loaded').toEqual([]);
        browser.fire(src, 'onload');
      }
      await browser.runTasksSettled();
      return pushed;
    }

    it('warms up the listed modules about 4 ms per task once every file has loaded, then runs the entry in a task of its own', async () => {
      const pushed = await loadEverything({ warmUp: { 9: [1, 2, 3, 4, 5] }, cost: () => 3 });
      expect(pushed.map(({ registration }) => registration)).toEqual([
        ...[1, 2, 3, 4, 5].map((id) => ({ otherChunks: [], runtimeModuleIds: [id] })),
        entry,
      ]);
      const [one, two, three, four, five, start] = pushed.map(({ task }) => task);
      // 3 ms each: a second module fits in a task, a third does not.
      expect([one === two, two === three, three === four, four === five]).toEqual([true, false, true, false]);
      expect(start).toBeGreaterThan(five!);
    });

    it('runs the entry after the loads when the build lists nothing, or as soon as a module fails', async () => {
      expect((await loadEverything()).map(({ registration }) => registration)).toEqual([entry]);
      const failing = await loadEverything({ warmUp: { 9: [1, 2, 3] }, fails: 2 });
      expect(failing.map(({ registration }) => registration.runtimeModuleIds)).toEqual([[1], [2], [9]]);
    });

    it('puts the entry back in the queue when the runtime did not load', async () => {
      const browser = runLoader(loaderOf(html), { turbopack: [chunk, entry] });
      browser.runTasks();
      browser.fire(flightUrl, 'onload');
      browser.runTasks();
      for (const src of scripts) browser.fire(src, 'onerror');
      await browser.runTasksSettled();
      expect(browser.self.TURBOPACK).toEqual([chunk, entry]);
    });
  });
});
