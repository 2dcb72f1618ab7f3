import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, DbEngine } from '../db';
import { env } from '../env';
import { ensurePrivateDir, restrictFile, writePrivateFile } from '../files';
import { logger } from '../logger';

const SECRET_KEY = 'auth_secret';
const MIN_LENGTH = 32;

const generate = () => randomBytes(32).toString('base64url');

function checked(secret: string, where: string): string {
  if (secret.length < MIN_LENGTH) throw new Error(`${where} holds an auth secret shorter than ${MIN_LENGTH} characters: remove it or set AUTH_SECRET.`);
  return secret;
}

/** `<DATA_DIR>/auth-secret` if present, else null. */
function readFileSecret(file: string): string | null {
  try {
    const secret = checked(fs.readFileSync(file, 'utf8').trim(), file);
    // A file an earlier version wrote with looser permissions.
    restrictFile(file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** One SQLite instance: a secret generated on first start and kept in `<DATA_DIR>/auth-secret` (mode 0600). */
function fileSecret(file: string): string {
  const stored = readFileSecret(file);
  if (stored) return stored;
  ensurePrivateDir(path.dirname(file));
  const secret = generate();
  // Fails if another process wrote the file first; then that process's secret wins.
  try {
    writePrivateFile(file, `${secret}\n`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return checked(fs.readFileSync(file, 'utf8').trim(), file);
    throw error;
  }
  return secret;
}

/**
 * Several instances on PostgreSQL: one secret in `app_meta`, inserted if absent and read back, so the first writer
 * wins a race. A secret file from an earlier single-instance set-up is offered first, keeping its sessions valid.
 */
async function sharedSecret(db: Kysely<Database>, legacyFile: string): Promise<string> {
  const candidate = readFileSecret(legacyFile) ?? generate();
  await db
    .insertInto('app_meta')
    .values({ key: SECRET_KEY, value: candidate })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return checked(row.value, `app_meta.${SECRET_KEY}`);
}

const secrets = new WeakMap<Kysely<Database>, string>();

/**
 * Finds the session-signing secret for this database before Better Auth is built, and says at start where it
 * comes from (never the secret): AUTH_SECRET; else with PostgreSQL the one shared in the database; else the file.
 */
export async function loadAuthSecret(db: Kysely<Database>, engine: DbEngine): Promise<string> {
  const { AUTH_SECRET, DATA_DIR } = env();
  const file = path.join(DATA_DIR, 'auth-secret');
  let secret: string;
  let source: string;
  if (AUTH_SECRET) {
    secret = AUTH_SECRET;
    source = 'AUTH_SECRET';
  } else if (engine === 'postgres') {
    secret = await sharedSecret(db, file);
    source = `the database (app_meta.${SECRET_KEY}), shared by every instance; set AUTH_SECRET to manage it yourself`;
  } else {
    secret = fileSecret(file);
    source = `${file} (generated on first start; set AUTH_SECRET to manage it yourself)`;
  }
  secrets.set(db, secret);
  logger().info(`Auth secret: from ${source}`);
  return secret;
}

/** The secret loadAuthSecret found for this database (Better Auth's options read it synchronously). */
export function authSecret(db: Kysely<Database>): string {
  const secret = secrets.get(db);
  if (!secret) throw new Error('loadAuthSecret() must run before Better Auth is built');
  return secret;
}
