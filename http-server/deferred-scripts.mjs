// What a prerendered public page needs only to hydrate arrives after its first contentful paint, not inside the
// document's critical path:
// - the framework's script files (docs/decisions/0025): requested from <head>, they made the phone's first paint share
//   the network with about 150 KiB of JavaScript;
// - the router payload (docs/decisions/0026): Next's inline `self.__next_f.push(…)` scripts, the React tree the page
//   hydrates from. It repeats the page's text and markup as data, and made up half of the document's bytes (17 of
//   34 KiB gzip on /). It becomes a script file of its own, named by its content's hash (http-server/flight-store.mjs).
// One inline loader before `</body>` fetches both once the page has painted: the payload first, as the framework
// reads it when it starts; the framework's files meanwhile as preloads. The `nomodule` fallback stays where Next put
// it (browsers that run this loader never fetch it), as do the small inline scripts that register chunks.

import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT } from '../src/lib/after-first-paint.mjs';

/** The global the build's runtime file defines for the loader (scripts/lib/module-warm-up.mjs): { [entry]: [ids] }. */
export const WARM_UP_GLOBAL = 'TURBOPACK_WARM_UP';

const DEFERRABLE_SRC = /^\/_next\/static\/[\w./-]+\.js$/;
// An empty script element with a `src` and `async`, and at most a nonce besides (a page regenerated in the
// background carries that request's nonce), in any order.
const EMPTY_SCRIPT = /<script((?:\s+[a-zA-Z-]+="[^"]*")+)\s*><\/script>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)="([^"]*)"/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

// The router payload's scripts: Next escapes `<` inside them, so an element's text ends at the first `<`.
const INLINE_SCRIPT = /<script(?: nonce="[^"]*")?>([^<]*)<\/script>/g;
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH_PREFIX = 'self.__next_f.push(';
export const FLIGHT_PATH_PREFIX = '/_flight/';
const FLIGHT_URL = /^\/_flight\/[\w-]{22}\.js\?u=[\w%.~-]*$/;

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `prefix` + one JSON value + `)`, and at most a semicolon: running it can only hand that value over.
 * @param {string} source
 * @param {string} prefix
 */
export function isJsonCall(source, prefix) {
  const call = source.endsWith(');') ? source.slice(0, -1) : source;
  return call.startsWith(prefix) && call.endsWith(')') && isJson(call.slice(prefix.length, -1));
}

const mentionsFlight = (/** @type {string} */ source) => source.includes('__next_f');
/** Exactly Next's initialisation of the payload queue, or one push of a JSON value onto it. */
export const isFlightScript = (/** @type {string} */ source) => source === FLIGHT_INIT || isJsonCall(source, FLIGHT_PUSH_PREFIX);

// The loader: `(afterFirstPaint)(function(){(load)({"scripts":[…],"flight":"…"})})`. With a payload, the
// framework's files are preloaded at once and run when it has run. Should it fail (the page changed since this copy
// was served, on another instance), the framework must not start without it: it would replace the page with its
// error page. The page reloads once to fetch the current version; after that it stays as the server drew it.
// Each element is added in a task of its own (a message to itself): starting a request costs the browser about a
// millisecond of main thread, and a dozen of them in one task made a long task on a slow phone.
// The framework's entry (Turbopack's chunk list, queued by an inline script of the page) is held back until every
// file has loaded. The modules it would instantiate first, listed in the runtime file by the build
// (scripts/lib/module-warm-up.mjs), are instantiated then, about 4 ms of them per task, and the entry runs in a task of
// its own after them (docs/decisions/0030). Without a list, or should a module fail, the entry runs as it would have.
// The loader has no `<` (a comparison is written `4>…`): the server finds inline scripts by `[^<]*`.
const LOAD =
  'function(p){var g=self,d=document,h=d.head,q=[],c=new MessageChannel,T=g.TURBOPACK=g.TURBOPACK||[],held=[],left=p.scripts.length,i,' +
  'later=function(f){q.push(f);c.port2.postMessage(0)},' +
  'add=function(u,ok,ko){var e=d.createElement("script");e.src=u;e.async=true;if(ok){e.onload=ok;e.onerror=ko}h.appendChild(e)},' +
  'start=function(){var R=g.TURBOPACK;later(function(){held.forEach(function(x){R.push(x)})})},' +
  `warm=function(){var R=g.TURBOPACK,W=g.${WARM_UP_GLOBAL}||{},ids=[],k=0;` +
  'if(Array.isArray(R))return start();' +
  'held.forEach(function(x){(x.runtimeModuleIds||[]).forEach(function(m){ids=ids.concat(W[m]||[])})});' +
  'var run=function(){var t=performance.now(),one=function(){if(k>=ids.length)return start();' +
  'Promise.resolve(R.push({otherChunks:[],runtimeModuleIds:[ids[k++]]})).then(function(){4>performance.now()-t?one():later(run)},start)};one()};' +
  'later(run)},' +
  'loaded=function(){if(--left===0)warm()},' +
  'all=function(){p.scripts.forEach(function(u){later(function(){add(u,loaded,loaded)})})};' +
  'if(Array.isArray(T))for(i=T.length-1;i>=0;i--)if(!Array.isArray(T[i]))held.unshift(T.splice(i,1)[0]);' +
  'c.port1.onmessage=function(){q.shift()()};' +
  'if(!p.flight)return all();' +
  'later(function(){add(p.flight,all,function(){try{var k="flight-retry:"+location.pathname;' +
  'if(!sessionStorage.getItem(k)){sessionStorage.setItem(k,"1");location.reload()}}catch(e){}})});' +
  'p.scripts.forEach(function(u){later(function(){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;h.appendChild(l)})})}';
const LOADER_PREFIX = `(${AFTER_FIRST_PAINT})(function(){(${LOAD})(`;
const LOADER_SUFFIX = ')})';

/**
 * The plan of a loader written by `deferHydration` ({ scripts, flight? }), or null when `source` is not exactly one.
 * @param {string} source
 * @returns {{ scripts: string[], flight: string | undefined } | null}
 */
function loaderPlan(source) {
  if (!source.startsWith(LOADER_PREFIX) || !source.endsWith(LOADER_SUFFIX)) return null;
  try {
    const plan = JSON.parse(source.slice(LOADER_PREFIX.length, -LOADER_SUFFIX.length));
    const { scripts, flight, ...others } = plan ?? {};
    const valid =
      Object.keys(others).length === 0 &&
      Array.isArray(scripts) &&
      scripts.length > 0 &&
      scripts.every((src) => typeof src === 'string' && DEFERRABLE_SRC.test(src)) &&
      (flight === undefined || (typeof flight === 'string' && FLIGHT_URL.test(flight)));
    return valid ? { scripts, flight } : null;
  } catch {
    return null;
  }
}

/** True when `source` is exactly a loader written by `deferHydration` (the CSP vouches for it by shape). */
export const isDeferredScriptLoader = (/** @type {string} */ source) => loaderPlan(source) !== null;

/**
 * The address of a payload: its hash, and the page to render again should this instance not hold it.
 * @param {string} hash
 * @param {string} pageUrl
 */
export function flightUrl(hash, pageUrl) {
  const page = encodeURIComponent(pageUrl).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${FLIGHT_PATH_PREFIX}${hash}.js?u=${page}`;
}

/**
 * The payload's scripts as one file, or null when the page has none or one of them is not plainly data.
 * @param {string} html
 */
function takeFlight(html) {
  /** @type {string[]} */
  const sources = [];
  let foreign = false;
  const rest = html.replace(INLINE_SCRIPT, (/** @type {string} */ tag, /** @type {string} */ source) => {
    if (!mentionsFlight(source)) return tag;
    if (!isFlightScript(source)) foreign = true;
    sources.push(source);
    return '';
  });
  if (foreign || sources.length === 0) return null;
  const body = `${sources.join(';\n')};\n`;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { rest, flight: { hash, body } };
}

/**
 * The page with its `<script src=/_next/static/… async>` tags (and their preload hints) replaced by one loader
 * before `</body>`, and, given the URL the page was requested at, its router payload moved out into `flight`
 * ({ hash, body }) for the loader to fetch. A page without framework scripts, or without a body end, comes back
 * unchanged; so does a page already deferred.
 * @param {string} html
 * @param {{ pageUrl?: string }} [options]
 * @returns {{ html: string, flight: { hash: string, body: string } | null }}
 */
export function deferHydration(html, { pageUrl } = {}) {
  const unchanged = { html, flight: null };
  if (html.lastIndexOf('</body>') < 0) return unchanged;
  /** @type {string[]} */
  const sources = [];
  let rewritten = html.replace(EMPTY_SCRIPT, (tag, attributeText) => {
    const attributes = Object.fromEntries([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name.toLowerCase(), value]));
    const { src } = attributes;
    const others = Object.keys(attributes).filter((name) => name !== 'src' && name !== 'async' && name !== 'nonce');
    if (attributes.async !== '' || !src || !DEFERRABLE_SRC.test(src) || others.length > 0) return tag;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return unchanged;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  const taken = pageUrl === undefined ? null : takeFlight(rewritten);
  if (taken) rewritten = taken.rest;
  const plan = taken && pageUrl !== undefined ? { scripts: sources, flight: flightUrl(taken.flight.hash, pageUrl) } : { scripts: sources };
  const loader = `<script>${LOADER_PREFIX}${JSON.stringify(plan)}${LOADER_SUFFIX}</script>`;
  const end = rewritten.lastIndexOf('</body>');
  return { html: rewritten.slice(0, end) + loader + rewritten.slice(end), flight: taken?.flight ?? null };
}

/** @param {string} html */
function findPlan(html) {
  for (const [, source] of html.matchAll(/<script>([^<]*)<\/script>/g)) {
    const plan = loaderPlan(source);
    if (plan) return plan;
  }
  return null;
}

/** The script files a page's deferred loader asks for (none when the page has no loader). */
export const deferredScriptSources = (/** @type {string} */ html) => findPlan(html)?.scripts ?? [];

/** The address of the router payload a page's loader fetches, or null when the payload is inline. */
export const deferredFlightUrl = (/** @type {string} */ html) => findPlan(html)?.flight ?? null;
