import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';
import { createPrivateFile, makePrivateDirs, restrictFile } from '../files';
import { BackupError, runPgTool } from './pg-tools';

export { BackupError } from './pg-tools';

/** `<DATA_DIR>/backups/smarttech-YYYYMMDD-HHMMSS.db` (SQLite) or `.dump` (pg_dump's custom format). */
export function defaultBackupFile(dataDir: string, engine: 'sqlite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `smarttech-${stamp}.${engine === 'sqlite' ? 'db' : 'dump'}`);
}

/** SQL text literal (VACUUM INTO through exec: a prepared statement would keep libsql's connection open). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Writes a backup through a private temporary file beside `target` (mode 0600, in directories created 0700),
 * then gives it its name without ever replacing a file: a failed or interrupted backup leaves no file behind.
 */
async function writeBackup(target: string, write: (temp: string) => void | Promise<void>): Promise<{ file: string; bytes: number }> {
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name`);
  makePrivateDirs(path.dirname(file));
  const temp = `${file}.partial-${randomBytes(4).toString('hex')}`;
  createPrivateFile(temp);
  try {
    await write(temp);
    restrictFile(temp);
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${file} already exists; choose a new file name`);
      throw error;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * A consistent copy of the SQLite database with VACUUM INTO (safe while the site runs, WAL included; a file
 * copy is not). Refuses to overwrite an existing file.
 */
export async function backupSqlite(source: string, target: string): Promise<{ file: string; bytes: number }> {
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}`);
  return writeBackup(target, (temp) => {
    const db = new Libsql(source, { timeout: 5000 });
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      // VACUUM INTO accepts an existing empty file, so the copy keeps the 0600 mode created above.
      db.exec(`VACUUM INTO ${sqlText(temp)}`);
    } finally {
      db.close();
    }
  });
}

/** A pg_dump custom-format archive of DATABASE_URL's database (pg_restore reads it back). */
export async function backupPostgres(url: string, target: string): Promise<{ file: string; bytes: number }> {
  return writeBackup(target, (temp) => runPgTool('pg_dump', ['--format=custom', `--file=${temp}`], url));
}
