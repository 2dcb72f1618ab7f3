// The built app as the drills run it: build once into DRILL_DIST_DIR, start instances on free loopback ports with
// their own DATA_DIR, stop them gently (SIGTERM) or not at all (SIGKILL), and talk to them over HTTP.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, freePort, log, onCleanup, sleep } from './common.mjs';

export const DIST_DIR = process.env.DRILL_DIST_DIR || '.next-drill';
export const STAFF = { email: 'drill@smarttech.example', password: 'drill-password-0123456' };

/** Builds into DIST_DIR when it holds no build (or DRILL_REBUILD=1); a drill then runs the build that is there. */
export function ensureBuild(logDir) {
  const built = fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'));
  if (built && process.env.DRILL_REBUILD !== '1') {
    log(`using the build in ${DIST_DIR} (DRILL_REBUILD=1 to rebuild from the current sources)`);
    return;
  }
  const logFile = path.join(logDir, 'build.log');
  log(`building into ${DIST_DIR} (log: ${logFile}) …`);
  const out = fs.openSync(logFile, 'w');
  const env = { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' };
  const result = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: ['ignore', out, out], timeout: 600_000 });
  fs.closeSync(out);
  if (result.status !== 0) throw new Error(`next build failed:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  log('build done');
}

function serverCommand(port) {
  // http-server/index.mjs is what `npm start` runs (security headers, graceful stop); plain `next start` otherwise.
  // SERVER_NODE_ARGS: flags for the server's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (fs.existsSync(path.join(ROOT, 'http-server', 'index.mjs'))) return [process.execPath, [...nodeArgs, 'http-server/index.mjs']];
  return [process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1']];
}

/**
 * Starts one instance and waits until /api/health answers 200. `env` adds or overrides variables (DATABASE_URL, …).
 * Its output goes to `<logDir>/<name>.log`.
 */
export async function startApp({ name, dataDir, logDir, env = {}, port, readyTimeoutMs = 90_000, waitReady = true, distDir = DIST_DIR }) {
  const chosen = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosen}`;
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const [command, args] = serverCommand(chosen);
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    PORT: String(chosen),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: url,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(command, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const app = {
    name,
    url,
    dataDir,
    port: chosen,
    pid: child.pid,
    logFile,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, then SIGKILL after `graceMs`. */
    stop: async (graceMs = 15_000) => {
      if (!app.alive()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      return exited;
    },
    tail: (chars = 2000) => fs.readFileSync(logFile, 'utf8').slice(-chars),
  };
  onCleanup(() => app.stop());
  if (waitReady) await ready(app, readyTimeoutMs);
  return app;
}

/** Waits for /api/health to answer 200; throws with the log's tail if the process exits or time runs out. */
export async function ready(app, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!app.alive()) throw new Error(`${app.name} exited before it was ready:\n${app.tail()}`);
    const health = await call(app.url, '/api/health', { timeoutMs: 3000 });
    if (health.status === 200) {
      log(`${app.name} ready on ${app.url} (pid ${app.pid}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return Date.now() - started;
    }
    await sleep(250);
  }
  throw new Error(`${app.name} not ready within ${timeoutMs / 1000} s:\n${app.tail()}`);
}

/**
 * One HTTP request as a browser on `base` sends it (Origin set). Never throws: a network error is status 0
 * with `error` (ECONNREFUSED, UND_ERR_SOCKET, TimeoutError, …).
 */
export async function call(base, pathname, { method = 'GET', body, raw, cookie, headers = {}, timeoutMs = 15_000 } = {}) {
  const all = { origin: base, ...headers };
  if (cookie) all.cookie = cookie;
  if (body !== undefined && !('content-type' in all)) all['content-type'] = 'application/json';
  const started = Date.now();
  try {
    const response = await fetch(base + pathname, {
      method,
      headers: all,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, error: error?.cause?.code || error?.name || String(error), ms: Date.now() - started };
  }
}

/** Signs the drill's staff account in on `base`: the Cookie header to send back, or throws. */
export async function signIn(base, { email = STAFF.email, password = STAFF.password } = {}) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`sign-in on ${base} answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
