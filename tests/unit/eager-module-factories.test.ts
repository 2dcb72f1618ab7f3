import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { moduleFactories, parenthesizeBuildChunks, parenthesizeModuleFactories } from '../../scripts/lib/eager-module-factories.mjs';

// The shape Turbopack's minifier writes: a script reference, then ids and the factory they share.
const chunk = [
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
  '101,(e,t,r)=>{"use strict";r.answer=function(){return 42}},',
  '202,303,function(e,t){t.exports={list:[()=>1,function(){return 2}]}},',
  '404,e=>{e.v(7)}]);',
].join('');

/** Runs a chunk the way the runtime would: returns each module id's factory. */
function factoriesOf(source: string) {
  const sandbox = { globalThis: {} as { TURBOPACK?: unknown[][] }, document: undefined };
  sandbox.globalThis = sandbox as never;
  vm.runInNewContext(source, sandbox);
  const [entries = []] = sandbox.globalThis.TURBOPACK ?? [];
  const byId = new Map<number, (...args: unknown[]) => void>();
  let pendingIds: number[] = [];
  for (const entry of entries.slice(1)) {
    if (typeof entry === 'number') pendingIds.push(entry);
    else if (typeof entry === 'function') {
      for (const id of pendingIds) byId.set(id, entry as (...args: unknown[]) => void);
      pendingIds = [];
    }
  }
  return byId;
}

describe('parenthesizeModuleFactories', () => {
  const { source, wrapped } = parenthesizeModuleFactories(chunk);

  it('wraps each module factory of a Turbopack chunk, and nothing else', () => {
    expect(wrapped).toBe(3);
    expect(source).toContain('101,((e,t,r)=>{"use strict";r.answer=function(){return 42}}),');
    expect(source).toContain('202,303,(function(e,t){t.exports={list:[()=>1,function(){return 2}]}}),');
    expect(source).toContain('404,(e=>{e.v(7)})]);');
    // Only the six parentheses were added.
    expect(source.replace(/[()]/g, '')).toBe(chunk.replace(/[()]/g, ''));
    expect(source.length).toBe(chunk.length + 6);
  });

  it('keeps what every factory does', () => {
    const before = factoriesOf(chunk);
    const after = factoriesOf(source);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const run = (factories: Map<number, (...args: unknown[]) => void>, id: number) => {
      const record = { exports: {} as Record<string, unknown> };
      const exported: Record<string, unknown> = {};
      factories.get(id)?.({ v: (value: unknown) => (exported.v = value) }, record, exported);
      return JSON.stringify({ exports: record.exports, exported, answer: typeof exported.answer === 'function' ? (exported.answer as () => number)() : null });
    };
    for (const id of before.keys()) expect(run(after, id)).toBe(run(before, id));
  });

  it('changes nothing the second time', () => {
    expect(parenthesizeModuleFactories(source)).toEqual({ source, wrapped: 0 });
  });

  it('leaves other scripts alone: the runtime, an unrelated push, a file it cannot parse', () => {
    for (const other of [
      '(()=>{let e=globalThis.TURBOPACK;e.push=function(t){return t}})();',
      'window.queue.push([1,(a)=>a]);',
      '(globalThis.TURBOPACK||[]).push([1,(a)=>a',
    ]) {
      expect(parenthesizeModuleFactories(other)).toEqual({ source: other, wrapped: 0 });
    }
  });
});

describe('parenthesizeBuildChunks', () => {
  it('rewrites the JavaScript under static/chunks of a build, and counts what it did', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eager-factories-'));
    try {
      const chunks = path.join(distDir, 'static', 'chunks');
      fs.mkdirSync(path.join(chunks, 'app'), { recursive: true });
      fs.writeFileSync(path.join(chunks, 'one.js'), chunk);
      fs.writeFileSync(path.join(chunks, 'app', 'two.js'), chunk);
      fs.writeFileSync(path.join(chunks, 'runtime.js'), '(()=>{})();');
      fs.writeFileSync(path.join(chunks, 'styles.css'), '.a{color:red}');
      expect(parenthesizeBuildChunks(distDir)).toEqual({ files: 2, factories: 6 });
      expect(fs.readFileSync(path.join(chunks, 'app', 'two.js'), 'utf8')).toBe(parenthesizeModuleFactories(chunk).source);
      expect(fs.readFileSync(path.join(chunks, 'runtime.js'), 'utf8')).toBe('(()=>{})();');
      expect(parenthesizeBuildChunks(distDir)).toEqual({ files: 0, factories: 0 });
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('moduleFactories', () => {
  it('finds every factory of a chunk, and tells which are parenthesized', () => {
    const { source } = parenthesizeModuleFactories(chunk);
    expect(moduleFactories(chunk).map(({ parenthesized }) => parenthesized)).toEqual([false, false, false]);
    expect(moduleFactories(source).map(({ parenthesized }) => parenthesized)).toEqual([true, true, true]);
    expect(moduleFactories('not a chunk(')).toEqual([]);
  });
});
