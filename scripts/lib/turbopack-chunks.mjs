// Reads Turbopack's browser chunks for the module warm-up (scripts/lib/module-warm-up.mjs): a chunk is
// `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, id, factory, …])`, and this finds each module id with
// its factory by parsing it (acorn), never by matching text. Part of the framework layer (docs/decisions/0033): it
// reads Turbopack's output, which is not a documented interface; a chunk of another shape yields no modules.
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
