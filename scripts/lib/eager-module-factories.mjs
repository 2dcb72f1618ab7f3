// A production build step (next.config.ts, `compiler.runAfterProductionCompile`): wraps every module factory in the
// browser chunks in parentheses, as Turbopack's unminified output already does.
//
// Why: a Turbopack chunk is `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, factory, …])`. V8 compiles
// a function lazily unless it is parenthesized (its "PIFE" hint), and the minifier drops those parentheses. Every
// factory the page runs was then compiled on the main thread at the moment it ran, in one task with the framework's
// start: 30–45 ms of a 60 ms task on this machine, which Lighthouse's simulated 4× CPU makes 120–180 ms of blocking.
// Parenthesized, they compile while the script streams in, off the main thread (docs/decisions/0028).
//
// The text is changed only where the parser says a factory starts and ends, so the code is otherwise byte for byte
// what Turbopack wrote. Running it twice changes nothing: a parenthesized factory is left alone.
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';

/** @typedef {acorn.Expression | acorn.SpreadElement | null} ArrayElement an element of an array literal (null: a hole) */
/** @typedef {acorn.ArrowFunctionExpression | acorn.FunctionExpression} ModuleFactory */

/**
 * @param {ArrayElement} node
 * @returns {node is ModuleFactory}
 */
const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/**
 * The `push([...])` array of a statement `(globalThis.TURBOPACK || …).push([...])`, or null.
 * @param {acorn.Program['body'][number]} statement
 * @param {string} source
 * @returns {acorn.ArrayExpression | null}
 */
function pushedArray(statement, source) {
  const call = statement.type === 'ExpressionStatement' ? statement.expression : null;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return null;
  if (call.callee.property.type !== 'Identifier' || call.callee.property.name !== 'push') return null;
  const target = call.callee.object;
  if (!/\bTURBOPACK\b/.test(source.slice(target.start, target.end))) return null;
  const [array] = call.arguments;
  return array?.type === 'ArrayExpression' ? array : null;
}

/**
 * The elements of every `push([...])` array of a Turbopack chunk (none when the source is not one, or does not parse).
 * @param {string} source
 * @returns {ArrayElement[]}
 */
function pushedElements(source) {
  let program;
  try {
    program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script', preserveParens: true });
  } catch {
    return [];
  }
  return program.body.flatMap((statement) => pushedArray(statement, source)?.elements ?? []);
}

/** @param {ArrayElement} node */
const unparenthesized = (node) => (node?.type === 'ParenthesizedExpression' ? node.expression : node);

/**
 * The module factories of a Turbopack chunk, each with its place and whether it is parenthesized already.
 * @param {string} source
 * @returns {{ start: number, end: number, parenthesized: boolean }[]}
 */
export function moduleFactories(source) {
  return pushedElements(source).flatMap((element) => {
    const factory = unparenthesized(element);
    return isFunction(factory) ? [{ start: factory.start, end: factory.end, parenthesized: factory !== element }] : [];
  });
}

/**
 * The modules of a Turbopack chunk: each id with its factory (the parsed function); ids listed together share one.
 * @param {string} source
 * @returns {{ id: number, factory: ModuleFactory }[]}
 */
export function chunkModules(source) {
  /** @type {{ id: number, factory: ModuleFactory }[]} */
  const modules = [];
  /** @type {number[]} */
  let ids = [];
  for (const element of pushedElements(source)) {
    if (element?.type === 'Literal' && typeof element.value === 'number') {
      ids.push(element.value);
      continue;
    }
    const factory = unparenthesized(element);
    if (isFunction(factory)) modules.push(...ids.map((id) => ({ id, factory })));
    ids = [];
  }
  return modules;
}

/**
 * The chunk's source with each module factory parenthesized; `wrapped` counts them. A source that is not a
 * Turbopack module chunk (the runtime, a polyfill) comes back unchanged with `wrapped: 0`.
 * @param {string} source
 * @returns {{ source: string, wrapped: number }}
 */
export function parenthesizeModuleFactories(source) {
  const bare = moduleFactories(source).filter((factory) => !factory.parenthesized);
  let result = '';
  let from = 0;
  for (const factory of bare) {
    result += `${source.slice(from, factory.start)}(${source.slice(factory.start, factory.end)})`;
    from = factory.end;
  }
  return { source: result + source.slice(from), wrapped: bare.length };
}

/**
 * The JavaScript files under `folder`, at any depth (none when it does not exist).
 * @param {string} folder
 * @returns {string[]}
 */
function javascriptFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js')).map((name) => path.join(folder, name));
}

/**
 * Rewrites the browser chunks of a build in place; returns how many factories in how many files.
 * @param {string} distDir
 * @returns {{ files: number, factories: number }}
 */
export function parenthesizeBuildChunks(distDir) {
  let files = 0;
  let factories = 0;
  for (const file of javascriptFiles(path.join(distDir, 'static', 'chunks'))) {
    const { source, wrapped } = parenthesizeModuleFactories(fs.readFileSync(file, 'utf8'));
    if (wrapped === 0) continue;
    fs.writeFileSync(file, source);
    files += 1;
    factories += wrapped;
  }
  return { files, factories };
}
