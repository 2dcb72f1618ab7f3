// The engines a server-side benchmark runs on (npm run bench:leads, bench:audit): a throwaway SQLite database, then,
// when PostgreSQL answers on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), a throwaway
// database there, dropped afterwards. `bench` seeds and times one engine (the app's getDb reads the environment).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resetEnvForTests } from '../../src/server/env';

export async function onEachEngine(name: string, bench: (engine: 'SQLite' | 'PostgreSQL') => Promise<void>, print: (line: string) => void): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    // BENCH_ENGINE=sqlite or postgres: one of the two (two benchmarks at once, or a quicker run).
    const only = process.env.BENCH_ENGINE;
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    resetEnvForTests();
    if (only !== 'postgres') await bench('SQLite');
    if (only === 'sqlite') return 0;

    const admin = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const client = new pg.Client({ connectionString: admin });
    const reachable = await client.connect().then(() => true, () => false);
    if (!reachable) {
      print('\nPostgreSQL: not reachable, skipped');
      return 0;
    }
    const database = `bench_${name}_${Date.now().toString(36)}`;
    await client.query(`create database ${database}`);
    try {
      const url = new URL(admin);
      url.pathname = `/${database}`;
      process.env.DATABASE_URL = url.toString();
      resetEnvForTests();
      await bench('PostgreSQL');
    } finally {
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    }
    return 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
