import { describe, expect, it } from 'vitest';
import { chunkModules } from '../../scripts/lib/turbopack-chunks.mjs';

// The shape Turbopack's minifier writes: a script reference, then ids and the factory they share.
const chunk = [
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,',
  '101,(e,t,r)=>{"use strict";r.answer=function(){return 42}},',
  '202,303,function(e,t){t.exports={list:[()=>1,function(){return 2}]}},',
  '404,(e=>{e.v(7)})]);',
].join('');

describe('chunkModules', () => {
  it('finds each module id of a chunk with its factory, ids listed together sharing one, parenthesized or not', () => {
    const modules = chunkModules(chunk);
    expect(modules.map(({ id }) => id)).toEqual([101, 202, 303, 404]);
    expect(chunk.slice(modules[0]!.factory.start, modules[0]!.factory.end)).toBe('(e,t,r)=>{"use strict";r.answer=function(){return 42}}');
    expect(modules[1]!.factory).toBe(modules[2]!.factory);
    expect(chunk.slice(modules[3]!.factory.start, modules[3]!.factory.end)).toBe('e=>{e.v(7)}');
  });

  it('finds nothing in other scripts: the runtime, an unrelated push, a file it cannot parse', () => {
    expect(chunkModules('self.other=[];self.other.push([1,function(){}]);')).toEqual([]);
    expect(chunkModules('(function(){var TURBOPACK_RUNTIME=1})();')).toEqual([]);
    expect(chunkModules('not a chunk(')).toEqual([]);
  });
});
