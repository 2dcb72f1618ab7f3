// PostgreSQL for the drills: a throwaway cluster of Debian's initdb/pg_ctl that a drill may stop and start (the shared
// server on 5432 is never stopped), or a throwaway database on the shared server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, log, onCleanup, tempDir } from './common.mjs';

/** The shared server, used only to create and drop throwaway databases. */
export const SHARED_PG = process.env.DRILL_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

function binDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

// PostgreSQL refuses to run as root: its tools run as the postgres OS user then.
function run(tool, args) {
  const bin = path.join(binDir(), tool);
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} exited ${code}: ${stderr}`))));
  });
}

function idOf(flag) {
  return new Promise((resolve, reject) => {
    const child = spawn('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error('no postgres OS user'))));
  });
}

/** initdb in a temp folder, started on a free loopback port; `stop()` is a fast shutdown, as an operator's. */
export async function throwawayCluster() {
  if (!binDir()) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const dir = tempDir('pg');
  if (isRoot) fs.chownSync(dir, await idOf('-u'), await idOf('-g'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
  onCleanup(() => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined));
  await cluster.start();
  log(`throwaway PostgreSQL cluster on 127.0.0.1:${port} (${dir})`);
  return cluster;
}

/** A fresh database on the shared server, dropped at the end: its URL. */
export async function throwawayDatabase() {
  const name = `drill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SHARED_PG });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: SHARED_PG });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(SHARED_PG);
  url.pathname = `/${name}`;
  log(`throwaway database ${name} on ${url.host}`);
  return url.toString();
}

/** Runs one query on `url` and closes the connection. */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
