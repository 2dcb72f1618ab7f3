import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn, sessionCookieOf } from './support/auth';
import { engines, useTestDb } from './support/db';
import { checkStaffSession } from '@/server/auth/session';
import { runStaffCli } from '@/server/auth/staff-cli';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCli(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const EMAIL = 'editor@test.example';

describe.each(engines)('npm run staff on %s', (engine) => {
  useTestDb(engine);

  it('adds a staff account that can sign in, and lists it', async () => {
    const added = await run('add', '--email', EMAIL, '--password', 'first-password-1', '--name', 'Eda Editor');
    expect(added).toMatchObject({ code: 0, out: `Added staff account ${EMAIL} (Eda Editor).` });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(200);
    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${EMAIL}\\tEda Editor\\tadmin\\tadded \\d{4}-\\d{2}-\\d{2}$`));
  });

  it('refuses a short password, a duplicate e-mail and missing options, with exit codes', async () => {
    expect(await run('add', '--email', EMAIL, '--password', 'short')).toMatchObject({ code: 1, err: 'Error: Password must be at least 12 characters' });
    await run('add', '--email', EMAIL, '--password', 'first-password-1');
    expect((await run('add', '--email', EMAIL.toUpperCase(), '--password', 'first-password-1')).err).toMatch(/already exists/);
    expect(await run('add', '--email', EMAIL)).toMatchObject({ code: 1, err: 'Error: Missing --password' });
    expect((await run('rename')).code).toBe(2);
    expect((await run()).err).toMatch(/^Usage: npm run staff/);
    expect((await run('list', '--bogus')).code).toBe(2);
  });

  it('reset-password changes the password and ends the sessions of the account', async () => {
    await run('add', '--email', EMAIL, '--password', 'first-password-1');
    const cookie = sessionCookieOf(await signIn(EMAIL, 'first-password-1'));
    expect(await run('reset-password', '--email', EMAIL, '--password', 'second-password-2')).toMatchObject({ code: 0 });
    expect(await checkStaffSession(new Headers({ cookie }))).toEqual({ status: 'none' });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(401);
    expect((await signIn(EMAIL, 'second-password-2')).status).toBe(200);
    expect(await run('reset-password', '--email', 'ghost@test.example', '--password', 'second-password-2')).toMatchObject({ code: 1 });
  });

  it('remove ends the sessions and deletes the account', async () => {
    await run('add', '--email', EMAIL, '--password', 'first-password-1');
    const cookie = sessionCookieOf(await signIn(EMAIL, 'first-password-1'));
    expect(await run('remove', '--email', EMAIL)).toMatchObject({ code: 0, out: `Removed staff account ${EMAIL} and ended its sessions.` });
    expect(await checkStaffSession(new Headers({ cookie }))).toEqual({ status: 'none' });
    expect((await signIn(EMAIL, 'first-password-1')).status).toBe(401);
    expect((await run('list')).out).toMatch(/^No staff accounts/);
    expect((await run('remove', '--email', EMAIL)).code).toBe(1);
  });
});

describe('scripts/staff.ts as npm runs it', () => {
  it('adds and lists accounts in the SQLite file under DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-staff-cli-'));
    const cli = (...args: string[]) =>
      spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/staff.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', AUTH_SECRET: '' },
      });
    try {
      const added = cli('add', '--email', EMAIL, '--password', 'first-password-1');
      expect(added.stderr).not.toMatch(/Error/);
      expect(added.status).toBe(0);
      const listed = cli('list');
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain(`${EMAIL}\teditor\tadmin`);
      expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
