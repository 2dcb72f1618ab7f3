import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Libsql from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from './support/db';
import { modeOf, releaseClosedConnections, scratchDatabase, snapshot } from './support/restore';
import { openDatabase } from '@/server/db';
import { backupPostgres, backupSqlite } from '@/server/db/backup';

describe('SQLite backup (npm run db:backup)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-backup-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a consistent copy while the database is open, including writes still in the WAL, and never overwrites', async () => {
    const source = path.join(dir, 'smarttech.db');
    const db = await openDatabase({ engine: 'sqlite', file: source });
    await db.deleteFrom('testimonials').where('name', '=', 'Sarah Chen').execute();
    const target = path.join(dir, 'backups', 'copy.db');
    expect((await backupSqlite(source, target)).bytes).toBeGreaterThan(0);
    expect(modeOf(target)).toBe(0o600);
    const copy = new Libsql(target);
    const row = copy.prepare('select count(*) as n from testimonials').get() as { n: number };
    copy.close();
    expect(row.n).toBe(6);
    await expect(backupSqlite(source, target)).rejects.toThrow(/already exists/);
    await db.destroy();
  });
});

describe('PostgreSQL tools missing', () => {
  it('says how to install them, and leaves no partial file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-backup-'));
    const PATH = process.env.PATH;
    process.env.PATH = path.join(dir, 'no-tools-here');
    try {
      await expect(backupPostgres('postgres://postgres:pw@127.0.0.1:5432/none', path.join(dir, 'x.dump'))).rejects.toThrow(
        /pg_dump was not found on PATH\. Install the PostgreSQL client tools .*apt-get install postgresql-client/,
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      process.env.PATH = PATH;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)('npm run db:backup and db:restore on %s', (engine) => {
  let dir: string;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-backup-cli-'));
    scratch = await scratchDatabase(engine, dir);
  });
  afterEach(async () => {
    await scratch.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const dataDir = () => path.join(dir, 'data');
  const script = (name: string, ...args: string[]) =>
    spawnSync('npx', ['tsx', '--conditions=react-server', `scripts/${name}.ts`, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: scratch.url, NODE_ENV: 'production' },
    });

  it('backs up into DATA_DIR/backups (0600), refuses a restore over data without --yes, restores with it', async () => {
    let db = await scratch.open();
    await db.deleteFrom('testimonials').execute();
    const before = await snapshot(db, engine);

    const backedUp = script('db-backup');
    expect(backedUp.stderr).not.toMatch(/failed/);
    expect(backedUp.status).toBe(0);
    const backups = path.join(dataDir(), 'backups');
    const [name] = fs.readdirSync(backups);
    expect(name).toMatch(engine === 'sqlite' ? /^smarttech-\d{8}-\d{6}\.db$/ : /^smarttech-\d{8}-\d{6}\.dump$/);
    expect(backedUp.stdout).toContain(`to ${path.join(backups, name!)}`);
    expect(modeOf(path.join(backups, name!))).toBe(0o600);
    expect(modeOf(backups)).toBe(0o700);
    if (engine === 'sqlite') expect(modeOf(dataDir())).toBe(0o700);

    await db.insertInto('app_meta').values({ key: 'after-backup', value: '1' }).execute();
    if (engine === 'sqlite') {
      const inUse = script('db-restore', path.join(backups, name!), '--yes');
      expect(inUse.status).toBe(1);
      expect(inUse.stderr).toMatch(/smarttech\.db is in use: stop the site/);
    }
    await db.destroy();
    await releaseClosedConnections();

    const refused = script('db-restore', path.join(backups, name!));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/already holds data .* Add --yes to replace it with the backup\./);
    const restored = script('db-restore', path.join(backups, name!), '--yes');
    expect(restored.stderr).not.toMatch(/failed/);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .* tables\)\./m);

    db = await scratch.open();
    try {
      expect(await snapshot(db, engine)).toEqual(before);
    } finally {
      await db.destroy();
    }
  }, 90_000);
});
