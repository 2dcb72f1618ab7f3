// npm run db:restore -- FILE [--yes]: replaces the database with a backup of npm run db:backup. Stop the site first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { restorePostgres, restoreSqlite } from '../src/server/db/restore';
import { sqliteFile } from '../src/server/db/sqlite';
import { env } from '../src/server/env';
import { runMain } from './lib/run-main';

loadEnvConfig(process.cwd());

const print = (line: string) => process.stdout.write(`${line}\n`);

const usage = `Usage: npm run db:restore -- FILE [--yes]

Replaces the database with FILE, a backup written by npm run db:backup. Stop the site first.
  SQLite (default): the backup is checked (PRAGMA integrity_check), copied beside <DATA_DIR>/smarttech.db,
    checked again and renamed over it; the replaced file stays as smarttech.db.before-restore-<time>.
    Refused while the database is open (the site is running).
  PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists --no-owner, in one transaction
    (needs pg_restore: apt-get install postgresql-client).
  --yes   needed when the database already holds data: that data is replaced.
Start the site afterwards: it migrates an older backup forward.`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { yes: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(usage);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  const { DATA_DIR, DATABASE_URL } = env();
  try {
    if (DATABASE_URL) {
      const { tables, leftOver = [], otherSessions = 0 } = await restorePostgres(file, DATABASE_URL, { yes: values.yes });
      print(`Restored ${file} into the PostgreSQL database of DATABASE_URL (${tables.length} tables).`);
      if (leftOver.length > 0) console.warn(`Not in the backup, left as they were: ${leftOver.join(', ')}.`);
      if (otherSessions > 0) console.warn(`${otherSessions} other connection(s) were open to the database: restart the site so that it reads the restored data.`);
    } else {
      const target = sqliteFile(DATA_DIR);
      const { tables, previous } = restoreSqlite(file, target, { yes: values.yes });
      print(`Restored ${file} into ${target} (${tables.length} tables).`);
      if (previous) print(`The replaced database is kept as ${previous}; delete it once the site works.`);
    }
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

runMain(main);
