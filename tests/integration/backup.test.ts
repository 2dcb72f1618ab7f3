import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Libsql from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { backupSqlite } from '@/server/db/backup';

describe('SQLite backup (npm run db:backup)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-backup-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a consistent copy while the database is open, including writes still in the WAL, and never overwrites', async () => {
    const source = path.join(dir, 'smarttech.db');
    const db = await openDatabase({ engine: 'sqlite', file: source });
    await db.deleteFrom('testimonials').where('name', '=', 'Sarah Chen').execute();
    const target = path.join(dir, 'backups', 'copy.db');
    expect(backupSqlite(source, target).bytes).toBeGreaterThan(0);
    const copy = new Libsql(target);
    const row = copy.prepare('select count(*) as n from testimonials').get() as { n: number };
    copy.close();
    expect(row.n).toBe(6);
    expect(() => backupSqlite(source, target)).toThrow(/already exists/);
    await db.destroy();
  });
});
