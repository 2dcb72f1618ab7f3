// PostgreSQL for the drills: a throwaway cluster of Debian's initdb/pg_ctl that a drill may stop and start (the shared
// server on 5432 is never stopped), or a throwaway database on the shared server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createThrowawayPg } from '../../lib/throwaway-pg.mjs';
import { log, onCleanup, tempDir } from './common.mjs';

/** The shared server, used only to create and drop throwaway databases. */
export const SHARED_PG = process.env.DRILL_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A throwaway cluster in the drill's temp folder (kept with DRILL_KEEP=1), stopped at the end; `stop()` is a fast shutdown, as an operator's. */
export async function throwawayCluster() {
  const dir = tempDir('pg');
  const cluster = await createThrowawayPg({ dir });
  onCleanup(() => cluster.kill());
  log(`throwaway PostgreSQL cluster on 127.0.0.1:${cluster.port} (${dir})`);
  return cluster;
}

/** A fresh database on the shared server, dropped at the end: its URL. */
export async function throwawayDatabase() {
  const name = `drill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SHARED_PG });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: SHARED_PG });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(SHARED_PG);
  url.pathname = `/${name}`;
  log(`throwaway database ${name} on ${url.host}`);
  return url.toString();
}

/** Runs one query on `url` and closes the connection. */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
