// A PostgreSQL cluster of its own (Debian's initdb and pg_ctl) that a test or drill may stop and start at will:
// the shared server on 5432 is never touched.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** @returns {string | null} */
function binDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export const throwawayPgAvailable = binDir() !== null;

const isRoot = process.getuid?.() === 0;

// PostgreSQL refuses to run as root: its tools run as the postgres OS user then.
/** @param {string} tool @param {string[]} args @returns {Promise<void>} */
function run(tool, args) {
  const bin = path.join(/** @type {string} */ (binDir()), tool);
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} exited ${code}: ${stderr}`))));
  });
}

/** @param {'-u' | '-g'} flag @returns {Promise<number>} */
function postgresId(flag) {
  return new Promise((resolve, reject) => {
    const child = spawn('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error('no postgres OS user'))));
  });
}

/**
 * @typedef {object} ThrowawayPg
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} start
 * @property {() => Promise<void>} stop fast shutdown: open sessions end (57P01), as when an operator or a failover stops the server
 * @property {() => Promise<void>} kill immediate shutdown, files kept
 * @property {() => Promise<void>} destroy immediate shutdown, folder removed
 */

/**
 * initdb in `dir` (default: a new temp folder), then started on a free loopback port; its unix socket stays in
 * that folder. `durable: false` (tests) skips fsync; the drills keep it, as a real server does.
 * @param {{ dir?: string, durable?: boolean }} [options]
 * @returns {Promise<ThrowawayPg>}
 */
export async function createThrowawayPg({ dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-pg-')), durable = true } = {}) {
  if (!throwawayPgAvailable) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  if (isRoot) fs.chownSync(dir, await postgresId('-u'), await postgresId('-g'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', ...(durable ? [] : ['--no-sync'])]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off'}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const kill = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    kill,
    destroy: async () => {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
