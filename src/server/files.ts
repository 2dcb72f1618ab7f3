import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// One rule for what the app stores (DATA_DIR, the SQLite files, the auth secret, backups): owner only.
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** Creates the missing directories of `dir` with mode 0700; directories that exist are left as they are. */
export function makePrivateDirs(dir: string): string {
  const resolved = path.resolve(dir);
  fs.mkdirSync(resolved, { recursive: true, mode: PRIVATE_DIR_MODE });
  return resolved;
}

/**
 * Creates `dir` (and missing parents) with mode 0700, and takes away the group and other bits of `dir`
 * itself when it already exists with them (DATA_DIR: the database, the auth secret, backups).
 */
export function ensurePrivateDir(dir: string): string {
  const resolved = makePrivateDirs(dir);
  const mode = fs.statSync(resolved).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    try {
      fs.chmodSync(resolved, PRIVATE_DIR_MODE);
    } catch (error) {
      throw new Error(`${resolved} is open to other users (mode ${mode.toString(8)}) and could not be made private (${(error as Error).message}): run chmod 700 on it as its owner`);
    }
  }
  return resolved;
}

/** Sets mode 0600 on `file` if it exists (a file the app wrote: database, -wal/-shm, secret, backup). */
export function restrictFile(file: string): boolean {
  try {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Creates `file` empty with mode 0600, or throws EEXIST: reserve a name before a tool writes into it. */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'wx', PRIVATE_FILE_MODE));
}

/** Writes `data` to a new file with mode 0600 (flag `wx`: throws EEXIST when the file exists). */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  fs.writeFileSync(file, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  restrictFile(file);
}
