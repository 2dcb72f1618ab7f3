// `npm test`'s build with the framework layer off (docs/decisions/0033), made from the layer-on build it has just
// made instead of by a second `next build` (about a minute of CI). The switch changes one thing in a build: the
// warm-up list next.config.ts appends to the Turbopack runtime file. Removing it leaves the runtime file byte for byte
// as a build with FRAMEWORK_LAYER=off writes it (compared on 2026-11-26); the rest is the same compile (two builds
// differ anyway in their random ids, such as server action ids). A real layer-off build is still
// `FRAMEWORK_LAYER=off NEXT_DIST_DIR=… node scripts/start.mjs --build-only`.
//
// Usage: LAYER_ON_DIST_DIR=.next-test NEXT_DIST_DIR=.next-test-off FRAMEWORK_LAYER=off node scripts/derive-layer-off-build.mjs
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { buildStamp } from './build-stamp.mjs';
import { frameworkLayerSetting } from '../http-server/framework-layer.mjs';
import { removeWarmUpLists } from './lib/module-warm-up.mjs';

nextEnv.loadEnvConfig(process.cwd());
const from = process.env.LAYER_ON_DIST_DIR;
const to = process.env.NEXT_DIST_DIR;
if (!from || !to || from === to) throw new Error('Set LAYER_ON_DIST_DIR (the layer-on build) and NEXT_DIST_DIR (the copy to make), two folders');
if (frameworkLayerSetting() !== 'off') throw new Error('Run with FRAMEWORK_LAYER=off: the copy is stamped as a build made with the layer off');

// The copy is of a build that is current for the layer on: a stale one would be stamped current for the layer off.
const onStamp = buildStamp(process.cwd(), { ...process.env, FRAMEWORK_LAYER: 'on' });
const onStampFile = join(from, 'smarttech-build-stamp');
if (!existsSync(onStampFile) || readFileSync(onStampFile, 'utf8') !== onStamp) throw new Error(`${from} is not a current layer-on build: run scripts/start.mjs --build-only first`);

rmSync(to, { recursive: true, force: true });
// Not the pages an earlier end-to-end run kept as built (scripts/e2e-server.mjs): the copy keeps its own.
cpSync(from, to, { recursive: true, filter: (path) => path !== join(from, 'smarttech-as-built') });
// An end-to-end run on the first build has written regenerated pages into it; the parts it kept as built are the
// build's own (scripts/e2e-server.mjs).
const asBuilt = join(from, 'smarttech-as-built');
const buildId = readFileSync(join(from, 'BUILD_ID'), 'utf8');
if (existsSync(join(asBuilt, 'BUILD_ID')) && readFileSync(join(asBuilt, 'BUILD_ID'), 'utf8') === buildId) {
  for (const part of ['server/app', 'cache/fetch-cache']) {
    rmSync(join(to, part), { recursive: true, force: true });
    if (existsSync(join(asBuilt, part))) cpSync(join(asBuilt, part), join(to, part), { recursive: true });
  }
}
const runtime = removeWarmUpLists(to);
if (!runtime) throw new Error(`${from} has no runtime file with a warm-up list: is it a layer-on build?`);
writeFileSync(join(to, 'smarttech-build-stamp'), buildStamp());
console.log(`> ${to}: ${from} with the framework layer's build step undone (the warm-up list out of ${runtime})`);
