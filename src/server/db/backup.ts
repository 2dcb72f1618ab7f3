import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';

/**
 * Writes a consistent copy of the SQLite database to `target` with VACUUM INTO (safe while the site runs,
 * WAL included; a file copy is not). Refuses to overwrite an existing file.
 */
export function backupSqlite(source: string, target: string): { bytes: number } {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists; choose a new file name`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new Libsql(source, { timeout: 5000 });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run([destination]);
  } finally {
    db.close();
  }
  return { bytes: fs.statSync(destination).size };
}
