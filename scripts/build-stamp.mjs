// Decides whether the production build in NEXT_DIST_DIR is current: a hash of the sources and of the
// settings that prerendered pages bake in. `npm start` rebuilds when it changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { frameworkLayerSetting } from '../http-server/framework-layer.mjs';

const BAKED_IN_SETTINGS = ['SITE_URL', 'PORT', 'CONTACT_EMAIL', 'DISCORD_URL', 'SLACK_URL', 'SCHEDULING_URL'];
// With the build steps next.config.ts runs after the compile, and the loader whose global name the runtime file
// carries: a change to one of them changes every build.
const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'scripts/lib/turbopack-chunks.mjs',
  'scripts/lib/module-warm-up.mjs',
  'http-server/deferred-scripts.mjs',
  'http-server/framework-layer.mjs',
];

/**
 * @param {string} path
 * @param {import('node:crypto').Hash} hash
 */
function walk(path, hash) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), hash);
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

/**
 * @param {string} [root]
 * @param {NodeJS.ProcessEnv} [env] the settings the build is made with
 */
export function buildStamp(root = process.cwd(), env = process.env) {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(join(root, input), hash);
  for (const key of BAKED_IN_SETTINGS) hash.update(`${key}=${env[key] ?? ''}\n`);
  // The build steps read the switch: a build made with the layer on or off is only current for that setting.
  hash.update(`FRAMEWORK_LAYER=${frameworkLayerSetting(env)}\n`);
  return hash.digest('hex');
}
