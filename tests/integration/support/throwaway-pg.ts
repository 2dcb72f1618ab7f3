// A PostgreSQL cluster of the test's own (Debian's initdb and pg_ctl), which the test may stop and start at will:
// the shared server on 5432 is never touched.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export const throwawayPgAvailable = binDir() !== null;

const isRoot = process.getuid?.() === 0;

// PostgreSQL refuses to run as root: run its tools as the postgres OS user then.
function run(tool: string, args: string[]): Promise<void> {
  const bin = path.join(binDir()!, tool);
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} exited ${code}: ${stderr}`))));
  });
}

export type ThrowawayPg = { url: string; start: () => Promise<void>; stop: () => Promise<void>; destroy: () => Promise<void> };

/** initdb in a temp dir, then started on a free loopback port (its unix socket stays in the temp dir). */
export async function createThrowawayPg(): Promise<ThrowawayPg> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-pg-'));
  if (isRoot) fs.chownSync(dir, Number(await uidOf('postgres')), Number(await uidOf('postgres', '-g')));
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  // Fast shutdown: open sessions are ended (57P01), as when an operator or a failover stops the server.
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user: string, flag = '-u'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('id', [flag, user], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`id ${flag} ${user} failed`))));
  });
}
