import 'server-only';
import { spawn } from 'node:child_process';

/** A backup or restore that cannot go on; its message is meant for the operator. */
export class BackupError extends Error {}

type PgTool = 'pg_dump' | 'pg_restore';

/**
 * libpq arguments for DATABASE_URL: the URL without its password (command lines are visible to every user
 * in the process list), and the password in PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function spawnTool(tool: PgTool, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') return reject(error);
      reject(new BackupError(`${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client).`));
    });
    child.on('close', (code) => resolve({ code, stdout, stderr: stderr.trim() }));
  });
}

/** Runs pg_dump or pg_restore against DATABASE_URL; rejects with the tool's own error output. */
export async function runPgTool(tool: PgTool, args: string[], url: string): Promise<void> {
  const { dbname, env } = pgConnection(url);
  const { code, stderr } = await spawnTool(tool, [...args, `--dbname=${dbname}`], env);
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}): ${stderr}`);
}

/** The tables (`schema.name`) a pg_dump custom-format archive holds; throws when the file is not one. */
export async function archiveTables(file: string): Promise<string[]> {
  const { code, stdout, stderr } = await spawnTool('pg_restore', ['--list', file]);
  if (code !== 0) throw new BackupError(`${file} is not a pg_dump custom-format archive: ${stderr}`);
  // Table-of-contents lines: "215; 1259 16390 TABLE public testimonials postgres" (and "TABLE DATA public …" for its rows).
  return [...stdout.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+) /gm)].map((match) => `${match[1]}.${match[2]}`);
}
