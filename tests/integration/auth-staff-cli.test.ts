import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, sessionCookieOf } from './support/auth';
import { engines, useTestDb } from './support/db';
import { getDb, openDatabase, setDbForTests } from '@/server/db';
import { auditEntries } from './support/audit';
import { checkStaffSession } from '@/server/auth/session';
import { runStaffCli } from '@/server/auth/staff-cli';

/** Runs the CLI; `password` is what the person types (or pipes) when asked. */
async function run(args: string[], password?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: boolean[] = [];
  const readPassword = async ({ confirm }: { confirm: boolean }) => {
    asked.push(confirm);
    if (password === undefined) throw new Error('the test gave no password');
    return password;
  };
  const code = await runStaffCli(args, { log: (line) => out.push(line), error: (line) => err.push(line) }, readPassword);
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

const EMAIL = 'editor@test.example';

describe.each(engines)('npm run staff on %s', (engine) => {
  useTestDb(engine);

  it('adds a staff account that can sign in, and lists it', async () => {
    const added = await run(['add', '--email', EMAIL, '--name', 'Eda Editor'], 'first-password-1');
    expect(added).toMatchObject({ code: 0, out: `Added staff account ${EMAIL} (Eda Editor, admin).`, asked: [true] });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(200);
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${EMAIL}\\tEda Editor\\tadmin\\tadded \\d{4}-\\d{2}-\\d{2}$`));
  });

  it('gives a role when adding or later; the session carries it from the next request; a role that does not exist is refused', async () => {
    expect(await run(['add', '--email', EMAIL, '--role', 'sales'], 'first-password-1')).toMatchObject({ code: 0, out: `Added staff account ${EMAIL} (editor, sales).` });
    const cookie = sessionCookieOf(await signIn(EMAIL, 'first-password-1'));
    const roleNow = async () => {
      const check = await checkStaffSession(new Headers({ cookie }));
      return check.status === 'staff' ? check.user.role : check.status;
    };
    expect(await roleNow()).toBe('sales');
    expect(await run(['set-role', '--email', EMAIL, '--role', 'editor'])).toMatchObject({ code: 0, out: `${EMAIL} is now editor.` });
    expect(await roleNow()).toBe('editor');
    // Each is in the audit log as the command line's (no member acts).
    expect((await auditEntries(await getDb(), 'account')).map((entry) => [entry.action, entry.actor.id, entry.changes?.role])).toEqual([
      ['create', null, 'sales'],
      ['role-change', null, { before: 'sales', after: 'editor' }],
    ]);
    expect(await run(['set-role', '--email', EMAIL, '--role', 'owner'])).toMatchObject({ code: 1, err: 'Error: Role must be one of admin, editor, sales, hiring' });
    expect(await run(['add', '--email', 'x@test.example', '--role', 'root'], 'first-password-1')).toMatchObject({ code: 1, err: 'Error: Role must be one of admin, editor, sales, hiring' });
    expect(await run(['set-role', '--email', EMAIL])).toMatchObject({ code: 1, err: 'Error: Missing --role' });
    expect(await roleNow()).toBe('editor');
  });

  it('refuses a short password, a duplicate e-mail and missing options, with exit codes', async () => {
    expect(await run(['add', '--email', EMAIL], 'short')).toMatchObject({ code: 1, err: 'Error: Password must be at least 12 characters' });
    await run(['add', '--email', EMAIL], 'first-password-1');
    // Checked before the password is asked for.
    expect(await run(['add', '--email', EMAIL.toUpperCase()], 'first-password-1')).toMatchObject({ code: 1, err: expect.stringMatching(/already exists/), asked: [] });
    expect(await run(['add', '--email', 'not-an-address'])).toMatchObject({ code: 1, asked: [] });
    expect(await run(['add'])).toMatchObject({ code: 1, err: 'Error: Missing --email', asked: [] });
    expect((await run(['rename'])).code).toBe(2);
    expect((await run([])).err).toMatch(/^Usage: npm run staff/);
    expect((await run(['list', '--bogus'])).code).toBe(2);
  });

  it('reset-password changes the password and ends the sessions of the account', async () => {
    await run(['add', '--email', EMAIL], 'first-password-1');
    const cookie = sessionCookieOf(await signIn(EMAIL, 'first-password-1'));
    expect(await run(['reset-password', '--email', EMAIL], 'second-password-2')).toMatchObject({ code: 0, asked: [true] });
    expect(await checkStaffSession(new Headers({ cookie }))).toEqual({ status: 'none' });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(401);
    expect((await signIn(EMAIL, 'second-password-2')).status).toBe(200);
    expect(await run(['reset-password', '--email', 'ghost@test.example'], 'second-password-2')).toMatchObject({ code: 1, asked: [] });
  });

  it('remove ends the sessions and deletes the account', async () => {
    await run(['add', '--email', EMAIL], 'first-password-1');
    const cookie = sessionCookieOf(await signIn(EMAIL, 'first-password-1'));
    expect(await run(['remove', '--email', EMAIL])).toMatchObject({ code: 0, out: `Removed staff account ${EMAIL} and ended its sessions.` });
    expect(await checkStaffSession(new Headers({ cookie }))).toEqual({ status: 'none' });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(401);
    expect((await run(['list'])).out).toMatch(/^No staff accounts/);
    expect((await run(['remove', '--email', EMAIL])).code).toBe(1);
  });

  it('refuses --password, whatever its form, without echoing the value or touching the accounts', async () => {
    for (const args of [['add', '--email', EMAIL, '--password', 'first-password-1'], ['add', '--email', EMAIL, '--password=first-password-1'], ['reset-password', '--password', 'first-password-1', '--email', EMAIL]]) {
      const refused = await run(args, 'first-password-1');
      expect(refused).toMatchObject({ code: 2, asked: [] });
      expect(refused.err).toMatch(/^--password is not accepted/);
      expect(refused.err).toContain(`printf '%s\\n' "$PASSWORD" | npm run staff -- add --email E`);
      expect(refused.err).not.toContain('first-password-1');
    }
    expect((await run(['list'])).out).toMatch(/^No staff accounts/);
  });
});

/** The command lines and environments of `pid` and every process below it (Linux /proc). */
function processTree(pid: number): { pid: number; cmdline: string; environ: string }[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name in (…) may hold spaces: the parent pid is the second field after it.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree.flatMap((member) => {
    try {
      const read = (name: string) => fs.readFileSync(`/proc/${member}/${name}`, 'utf8').replace(/\0/g, ' ');
      return [{ pid: member, cmdline: read('cmdline'), environ: read('environ') }];
    } catch {
      return [];
    }
  });
}

describe('scripts/staff.ts as npm runs it', () => {
  const PASSWORD = 'piped-Password-7f3a9c';
  let root: string;
  let dataDir: string;
  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' as const, AUTH_SECRET: '', npm_config_logs_dir: path.join(root, 'npm-logs') });
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-staff-cli-'));
    dataDir = path.join(root, 'data');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the password from a piped stdin: never in the arguments of any process, nor in npm\'s logs', async () => {
    const child = spawn('npm', ['run', 'staff', '--', 'add', '--email', EMAIL], { env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
    const seen: { pid: number; cmdline: string; environ: string }[] = [];
    const sampler = setInterval(() => seen.push(...processTree(child.pid!)), 25);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(`${PASSWORD}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearInterval(sampler);
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect(stdout).toContain(`Added staff account ${EMAIL} (editor, admin).`);
    // The sampler saw the CLI itself running, and no process ever carried the password.
    expect(seen.some((process) => process.cmdline.includes('scripts/staff.ts add --email'))).toBe(true);
    for (const process of seen) expect(`${process.cmdline}\n${process.environ}`).not.toContain(PASSWORD);
    const logs = fs.readdirSync(path.join(root, 'npm-logs')).map((name) => fs.readFileSync(path.join(root, 'npm-logs', name), 'utf8'));
    expect(logs.join('\n')).toContain('staff');
    expect(logs.join('\n')).not.toContain(PASSWORD);

    const listed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/staff.ts', 'list'], { encoding: 'utf8', env: env() });
    expect(listed.stdout).toContain(`${EMAIL}\teditor\tadmin`);
    const db = await openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'smarttech.db') });
    setDbForTests(db);
    try {
      expect((await signIn(EMAIL, PASSWORD)).status).toBe(200);
    } finally {
      setDbForTests(undefined);
      await db.destroy();
    }
    // DATA_DIR did not exist: created 0700, and everything written in it (database, auth secret) is 0600.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dataDir)).toContain('auth-secret');
    for (const name of fs.readdirSync(dataDir)) expect([name, fs.statSync(path.join(dataDir, name)).mode & 0o777]).toEqual([name, 0o600]);
  }, 240_000);

  it('refuses --password before opening the database', () => {
    const refused = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/staff.ts', 'add', '--email', EMAIL, '--password', PASSWORD], { encoding: 'utf8', env: env() });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^--password is not accepted/m);
    expect(refused.stderr).not.toContain(PASSWORD);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
