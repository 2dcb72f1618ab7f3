import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

/** AUTH_SECRET, or a secret generated on first start and kept in `<DATA_DIR>/auth-secret` (mode 0600). */
export function authSecret(): string {
  const { AUTH_SECRET, DATA_DIR, DATABASE_URL } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = path.join(DATA_DIR, 'auth-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it or set AUTH_SECRET.`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process wrote the file first; then that process's secret wins.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
  if (DATABASE_URL) {
    console.warn(`AUTH_SECRET is not set: generated one in ${file}. Several instances sharing DATABASE_URL need the same AUTH_SECRET.`);
  }
  return secret;
}
