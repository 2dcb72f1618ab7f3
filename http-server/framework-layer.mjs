// The one switch of the framework layer: the code that rewrites, or relies on, what Next writes but does not document
// (docs/decisions/0033). On (the default): the build parenthesizes the module factories of the browser chunks and
// lists the modules to warm up in the runtime file (scripts/lib/), and the server defers the framework's scripts to
// after the first paint and moves the router payload into a file of its own (http-server/deferred-scripts.mjs,
// flight-store.mjs). Off: the build is Next's as it wrote it, and the server sends Next's pages as they are, behind
// the security headers, compression and the served-page cache. Read by the build steps, the build stamp and the server.

const FRAMEWORK_LAYER_VARIABLE = 'FRAMEWORK_LAYER';

/**
 * The switch's value in `env`: 'on' when unset or empty, else exactly 'on' or 'off' (any case, spaces trimmed).
 * @param {Record<string, string | undefined>} [env]
 * @returns {'on' | 'off'}
 */
export function frameworkLayerSetting(env = process.env) {
  const raw = env[FRAMEWORK_LAYER_VARIABLE];
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`${FRAMEWORK_LAYER_VARIABLE} must be "on" or "off" (it is "${raw}")`);
}

/**
 * True when the framework layer is on.
 * @param {Record<string, string | undefined>} [env]
 */
export const isFrameworkLayerOn = (env = process.env) => frameworkLayerSetting(env) === 'on';
