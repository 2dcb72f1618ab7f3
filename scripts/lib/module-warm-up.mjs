// A production build step (next.config.ts): lists, for the framework's entry module, the modules it instantiates
// before the page starts, in the order it instantiates them, and writes that list into the Turbopack runtime file. The deferred loader (http-server/deferred-scripts.mjs) instantiates them a few
// milliseconds at a time before it lets the entry run, so the framework's start is no longer one long task
// (docs/decisions/0030).
//
// The list follows only what a module requires at its top level (`ctx.r(id)`, `ctx.i(id)` outside any inner
// function), depth first, dependencies before the module: the order in which running the entry would instantiate
// them. What the entry requires inside a function, it requires when it decides to (Next's entry requires the
// hydration module once the `beforeInteractive` scripts have run): those modules stay out of the list, and only
// what they require at their top level is in it.
import fs from 'node:fs';
import path from 'node:path';
import { WARM_UP_GLOBAL } from '../../http-server/deferred-scripts.mjs';
import { chunkModules } from './turbopack-chunks.mjs';

// The statement appended to the runtime file starts with this, then { [entry module id]: [module ids, in order] }.
const LIST_PREFIX = `\n;globalThis.${WARM_UP_GLOBAL}=`;
// A smaller module (most of them: Next's little helpers) costs microseconds to instantiate, less than its id costs in
// bytes. It is left out of the list where the next listed module instantiates it anyway (see leaveOutSmall).
export const WARM_UP_MIN_BYTES = 2000;
const REQUIRE_METHODS = new Set(['r', 'i']);

/** @typedef {import('acorn').AnyNode} AnyNode */
/** @typedef {{ eager: number[], lazy: number[], bytes: number }} ModuleNode */
/** @typedef {Map<number, ModuleNode>} ModuleGraph module id → what it requires, and its factory's size */

/** @param {AnyNode} node */
const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression' || node?.type === 'FunctionDeclaration';

/**
 * The module ids a factory requires at its top level (`eager`) and inside an inner function (`lazy`), in order.
 * @param {import('./turbopack-chunks.mjs').ModuleFactory} factory
 * @returns {{ eager: number[], lazy: number[] }}
 */
function factoryRequires(factory) {
  const context = factory.params[0]?.type === 'Identifier' ? factory.params[0].name : null;
  /** @type {number[]} */
  const eager = [];
  /** @type {number[]} */
  const lazy = [];
  /**
   * @param {AnyNode} node
   * @param {boolean} nested
   */
  const visit = (node, nested) => {
    if (!node || typeof node.type !== 'string') return;
    const callee = node.type === 'CallExpression' ? node.callee : null;
    // Only a call has `arguments` (as only a call sets `callee`).
    const [argument] = /** @type {Partial<import('acorn').CallExpression>} */ (node).arguments ?? [];
    if (
      callee?.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      callee.object.name === context &&
      // Not computed: the property is a name.
      REQUIRE_METHODS.has(/** @type {import('acorn').Identifier | import('acorn').PrivateIdentifier} */ (callee.property).name) &&
      /** @type {import('acorn').CallExpression} */ (node).arguments.length === 1 &&
      argument.type === 'Literal' &&
      typeof argument.value === 'number'
    ) {
      (nested ? lazy : eager).push(argument.value);
    }
    const inner = nested || isFunction(node);
    for (const [key, child] of Object.entries(node)) {
      if (key === 'start' || key === 'end') continue;
      for (const item of Array.isArray(child) ? child : [child]) if (item && typeof item.type === 'string') visit(item, inner);
    }
  };
  visit(factory.body, false);
  return { eager, lazy };
}

/**
 * id → { eager, lazy, bytes } for every module of the given chunk sources (bytes: its factory's source).
 * @param {string[]} sources
 * @returns {ModuleGraph}
 */
export function moduleGraph(sources) {
  /** @type {ModuleGraph} */
  const graph = new Map();
  for (const source of sources) {
    for (const { id, factory } of chunkModules(source)) graph.set(id, { ...factoryRequires(factory), bytes: factory.end - factory.start });
  }
  return graph;
}

/**
 * Every module `id` requires at its top level, at any depth.
 * @param {ModuleGraph} graph
 * @param {number} id
 * @param {Set<number>} [found]
 * @returns {Set<number>}
 */
function eagerClosure(graph, id, found = new Set()) {
  for (const dependency of graph.get(id)?.eager ?? []) {
    if (found.has(dependency)) continue;
    found.add(dependency);
    eagerClosure(graph, dependency, found);
  }
  return found;
}

/**
 * `order` without the modules of fewer than `minBytes` that the next module kept after them instantiates (it requires
 * them, at any depth). Instantiating that module runs them first, in their place: the modules still run in the order
 * of `order`. A small module that sets something up for a later one (Next's bootstrap defines `window.next`, where the
 * router instance registers itself) stays in the list when nothing after it would run it in time.
 * @param {ModuleGraph} graph
 * @param {number[]} order module ids, each in `graph`
 * @param {number} minBytes
 * @returns {number[]}
 */
function leaveOutSmall(graph, order, minBytes) {
  /** @type {number[]} */
  const kept = [];
  /** @type {Set<number>} */
  let runByNext = new Set();
  for (const id of [...order].reverse()) {
    if (/** @type {ModuleNode} */ (graph.get(id)).bytes < minBytes && runByNext.has(id)) continue;
    kept.push(id);
    runByNext = eagerClosure(graph, id);
  }
  return kept.reverse();
}

/**
 * The modules `entry` instantiates before it runs its own code, dependencies first; then those that its lazily
 * required modules instantiate at their top level. Neither the entry nor its lazily required modules are in it, and
 * small modules only where needed to keep that order (leaveOutSmall).
 * @param {ModuleGraph} graph
 * @param {number} entry
 * @param {{ minBytes?: number }} [options]
 * @returns {number[]}
 */
export function warmUpOrder(graph, entry, { minBytes = WARM_UP_MIN_BYTES } = {}) {
  const root = graph.get(entry);
  if (!root) return [];
  /** @type {number[]} */
  const order = [];
  const seen = new Set([entry, ...root.lazy]);
  /** @param {number} id */
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = graph.get(id);
    if (!node) return;
    node.eager.forEach(visit);
    order.push(id);
  };
  root.eager.forEach(visit);
  for (const lazy of root.lazy) graph.get(lazy)?.eager.forEach(visit);
  return leaveOutSmall(graph, order, minBytes);
}

/**
 * The lists a runtime file carries, or null when it has none.
 * @param {string} source
 * @returns {Record<string, number[]> | null}
 */
export function readWarmUpLists(source) {
  const at = source.lastIndexOf(LIST_PREFIX);
  if (at < 0) return null;
  const statement = source.slice(at + LIST_PREFIX.length).trim();
  return JSON.parse(statement.endsWith(';') ? statement.slice(0, -1) : statement);
}

/**
 * What this step reads of build-manifest.json: the root main files and, per page, the chunks its bootstrap loads and
 * the ids of the modules it runs first.
 * @typedef {{
 *   rootMainFiles?: string[],
 *   pagesChunkGroupBootstrapParams?: Record<string, { otherChunks?: string[], runtimeModuleIds?: number[] }>,
 * }} BuildManifest
 */

/**
 * Writes the warm-up lists of the build's entries (from build-manifest.json) into its runtime file (the one root
 * main file no entry waits for). Returns what it wrote, or null when the build has no such manifest or runtime.
 * @param {string} distDir
 * @param {{ minBytes?: number }} [options]
 * @returns {{ runtime: string, lists: Record<string, number[]> } | null}
 */
export function writeWarmUpLists(distDir, options = {}) {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = /** @type {BuildManifest} */ (JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  const params = Object.values(manifest.pagesChunkGroupBootstrapParams ?? {});
  const waitedFor = new Set(params.flatMap((entry) => entry.otherChunks ?? []));
  const [runtime, ...others] = (manifest.rootMainFiles ?? []).filter((file) => !waitedFor.has(file));
  if (!runtime || others.length > 0) return null;
  const entries = [...new Set(params.flatMap((entry) => entry.runtimeModuleIds ?? []))];
  const chunks = [...new Set(params.flatMap((entry) => entry.otherChunks ?? []))];
  const graph = moduleGraph(chunks.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')));
  const lists = Object.fromEntries(entries.map((entry) => [entry, warmUpOrder(graph, entry, options)]));
  const runtimeFile = path.join(distDir, runtime);
  const source = fs.readFileSync(runtimeFile, 'utf8');
  const at = source.lastIndexOf(LIST_PREFIX);
  fs.writeFileSync(runtimeFile, `${at < 0 ? source : source.slice(0, at)}${LIST_PREFIX}${JSON.stringify(lists)};\n`);
  return { runtime, lists };
}

/**
 * Takes the list back out of the runtime file: what is left is the file as Next wrote it, as a build with the
 * framework layer off keeps it (scripts/derive-layer-off-build.mjs). Returns the runtime file's name, or null when
 * the build has none with a list.
 * @param {string} distDir
 */
export function removeWarmUpLists(distDir) {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = /** @type {BuildManifest} */ (JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  for (const file of manifest.rootMainFiles ?? []) {
    const runtimeFile = path.join(distDir, file);
    const source = fs.readFileSync(runtimeFile, 'utf8');
    const at = source.lastIndexOf(LIST_PREFIX);
    if (at < 0) continue;
    fs.writeFileSync(runtimeFile, source.slice(0, at));
    return file;
  }
  return null;
}

