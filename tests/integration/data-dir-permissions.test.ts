import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { loadAuthSecret } from '@/server/auth/secret';
import { resetEnvForTests } from '@/server/env';
import { ensurePrivateDir, restrictFile, writePrivateFile } from '@/server/files';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('DATA_DIR and the files the app writes there are private to the owner', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-modes-'));
    fs.chmodSync(root, 0o755);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates DATA_DIR 0700 and tightens an existing looser one', () => {
    const fresh = path.join(root, 'a', 'data');
    ensurePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    expect(modeOf(path.dirname(fresh))).toBe(0o700);
    expect(modeOf(root)).toBe(0o755);
    const loose = path.join(root, 'loose');
    fs.mkdirSync(loose, { mode: 0o777 });
    fs.chmodSync(loose, 0o775);
    ensurePrivateDir(loose);
    expect(modeOf(loose)).toBe(0o700);
  });

  it('writes private files 0600 and restricts existing ones', () => {
    const dir = ensurePrivateDir(path.join(root, 'data'));
    writePrivateFile(path.join(dir, 'auth-secret'), 'x'.repeat(43));
    expect(modeOf(path.join(dir, 'auth-secret'))).toBe(0o600);
    expect(() => writePrivateFile(path.join(dir, 'auth-secret'), 'y')).toThrow(/EEXIST/);
    fs.writeFileSync(path.join(dir, 'old'), '', { mode: 0o644 });
    expect(restrictFile(path.join(dir, 'old'))).toBe(true);
    expect(modeOf(path.join(dir, 'old'))).toBe(0o600);
    expect(restrictFile(path.join(dir, 'missing'))).toBe(false);
  });

  it('creates the SQLite database, its -wal and its -shm 0600 in a 0700 directory', async () => {
    const file = path.join(root, 'data', 'smarttech.db');
    const db = await openDatabase({ engine: 'sqlite', file });
    try {
      await db.updateTable('testimonials').set({ updated_at: new Date().toISOString() }).execute();
      expect(modeOf(path.dirname(file))).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, modeOf(name)]).toEqual([name, 0o600]);
    } finally {
      await db.destroy();
    }
  });

  it('tightens a database directory and files that an earlier version left readable by others', async () => {
    const dir = path.join(root, 'data');
    const file = path.join(dir, 'smarttech.db');
    await (await openDatabase({ engine: 'sqlite', file })).destroy();
    fs.chmodSync(dir, 0o755);
    for (const name of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, name), 0o644);
    const db = await openDatabase({ engine: 'sqlite', file });
    try {
      expect(modeOf(dir)).toBe(0o700);
      for (const name of fs.readdirSync(dir)) expect([name, modeOf(path.join(dir, name))]).toEqual([name, 0o600]);
    } finally {
      await db.destroy();
    }
  });

  it('generates the auth secret 0600 in a 0700 DATA_DIR, and tightens an old looser secret file', async () => {
    const dataDir = path.join(root, 'fresh-data');
    const saved = { DATA_DIR: process.env.DATA_DIR, AUTH_SECRET: process.env.AUTH_SECRET };
    process.env.DATA_DIR = dataDir;
    delete process.env.AUTH_SECRET;
    resetEnvForTests();
    const db = await openDatabase({ engine: 'sqlite', file: path.join(root, 'other', 'smarttech.db') });
    try {
      const secret = await loadAuthSecret(db, 'sqlite');
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
      fs.chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
      expect(await loadAuthSecret(db, 'sqlite')).toBe(secret);
      expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    } finally {
      await db.destroy();
      Object.assign(process.env, saved);
      if (saved.AUTH_SECRET === undefined) delete process.env.AUTH_SECRET;
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      resetEnvForTests();
    }
  });
});
