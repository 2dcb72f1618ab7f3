import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkModules } from '../../scripts/lib/turbopack-chunks.mjs';
import { moduleGraph, readWarmUpLists, removeWarmUpLists, warmUpOrder, writeWarmUpLists } from '../../scripts/lib/module-warm-up.mjs';
import { WARM_UP_GLOBAL } from '../../http-server/deferred-scripts.mjs';

// Two chunks in the shape Turbopack's minifier writes. The entry (1) requires 2 and 3 at its top level and, inside
// the callback it hands to 3, the hydration module (9). 9 requires 5 at its top level, and 6 only when called.
// 2 and 4 share one factory; 7 is required by no one.
const chunks = [
  [
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
    '1,(e,t,r)=>{e.i(2);let n=e.r(3);n.boot(()=>{e.r(9).hydrate()})},',
    '2,4,e=>{e.r(5)},',
    '3,(e,t)=>{e.r(4),t.exports={boot:f=>f()}}]);',
  ].join(''),
  [
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
    '5,(e,t)=>{t.exports=1},',
    '9,((e,t,r)=>{let a=e.r(5),b=e.i(8);r.hydrate=function(){return e.r(6)}}),',
    '6,e=>{},7,e=>{e.r(1)},8,(e,t,r)=>{r.x=[1].map(n=>e.r(n))}]);',
  ].join(''),
];

describe('the module graph', () => {
  it('reads every module of a chunk, shared factories included, and what each requires at its top level or later', () => {
    expect(chunkModules(chunks[0]!).map(({ id }) => id)).toEqual([1, 2, 4, 3]);
    const graph = moduleGraph(chunks);
    expect(graph.get(1)).toMatchObject({ eager: [2, 3], lazy: [9] });
    expect(graph.get(4)).toMatchObject({ eager: [5], lazy: [] });
    expect(graph.get(9)).toMatchObject({ eager: [5, 8], lazy: [6] });
    // A require whose id is not a number in the source is not followed.
    expect(graph.get(8)).toMatchObject({ eager: [], lazy: [] });
    expect(graph.get(5)?.bytes).toBe('(e,t)=>{t.exports=1}'.length);
  });

  it('orders the warm-up as running the entry would instantiate: dependencies first, the entry and what it defers left out', () => {
    const graph = moduleGraph(chunks);
    expect(warmUpOrder(graph, 1, { minBytes: 0 })).toEqual([5, 2, 4, 3, 8]);
    expect(warmUpOrder(graph, 404, { minBytes: 0 })).toEqual([]);
  });

  it('leaves out a small module only where the next listed module instantiates it, so they all still run in order', () => {
    const graph = moduleGraph(chunks);
    // 3 and 8 have the largest factories here (39 and 33 characters). 3 instantiates 4, which it requires; 2 runs
    // before 3 and 3 does not require it, so 2 stays, and instantiates 5 before it runs.
    expect(warmUpOrder(graph, 1, { minBytes: 30 })).toEqual([2, 3, 8]);
    expect(warmUpOrder(graph, 1, { minBytes: 1000 })).toEqual([2, 3, 8]);
  });
});

describe('writeWarmUpLists', () => {
  function build() {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
    fs.mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'static/chunks/a.js'), chunks[0]!);
    fs.writeFileSync(path.join(distDir, 'static/chunks/b.js'), chunks[1]!);
    fs.writeFileSync(path.join(distDir, 'static/chunks/turbopack-x.js'), '(()=>{globalThis.TURBOPACK={push(){}}})();');
    const params = { otherChunks: ['static/chunks/a.js', 'static/chunks/b.js'], runtimeModuleIds: [1] };
    const manifest = {
      rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js', 'static/chunks/turbopack-x.js'],
      pagesChunkGroupBootstrapParams: { '/page': params, '/other/page': params },
    };
    fs.writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify(manifest));
    return distDir;
  }

  it('appends the lists to the runtime file, as a global the loader reads; a second run replaces them', () => {
    const distDir = build();
    try {
      expect(writeWarmUpLists(distDir, { minBytes: 0 })).toEqual({ runtime: 'static/chunks/turbopack-x.js', lists: { 1: [5, 2, 4, 3, 8] } });
      const runtimeFile = path.join(distDir, 'static/chunks/turbopack-x.js');
      const once = fs.readFileSync(runtimeFile, 'utf8');
      writeWarmUpLists(distDir, { minBytes: 0 });
      expect(fs.readFileSync(runtimeFile, 'utf8')).toBe(once);
      const sandbox: Record<string, unknown> = {};
      sandbox.globalThis = sandbox;
      vm.runInNewContext(once, sandbox);
      expect(sandbox[WARM_UP_GLOBAL]).toEqual({ 1: [5, 2, 4, 3, 8] });
      expect(readWarmUpLists(once)).toEqual({ 1: [5, 2, 4, 3, 8] });
      expect(readWarmUpLists(chunks[0]!)).toBeNull();
      expect(typeof (sandbox.TURBOPACK as { push?: unknown }).push).toBe('function');
      // The module chunks are left as they were.
      expect(fs.readFileSync(path.join(distDir, 'static/chunks/a.js'), 'utf8')).toBe(chunks[0]);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('takes the lists back out, leaving the runtime file as Next wrote it (the layer-off build, docs/decisions/0033)', () => {
    const distDir = build();
    try {
      const runtimeFile = path.join(distDir, 'static/chunks/turbopack-x.js');
      const asWritten = fs.readFileSync(runtimeFile, 'utf8');
      expect(removeWarmUpLists(distDir)).toBeNull();
      writeWarmUpLists(distDir, { minBytes: 0 });
      expect(fs.readFileSync(runtimeFile, 'utf8')).not.toBe(asWritten);
      expect(removeWarmUpLists(distDir)).toBe('static/chunks/turbopack-x.js');
      expect(fs.readFileSync(runtimeFile, 'utf8')).toBe(asWritten);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('writes nothing into a build without a manifest', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
    try {
      expect(writeWarmUpLists(distDir)).toBeNull();
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
