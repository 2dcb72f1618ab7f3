// npm run db:backup [-- FILE]: a consistent copy of the database, safe while the site runs (SQLite: VACUUM INTO;
// PostgreSQL: pg_dump --format=custom). The file is private (0600) and never overwritten.
import { loadEnvConfig } from '@next/env';
import { backupPostgres, backupSqlite, defaultBackupFile } from '../src/server/db/backup';
import { sqliteFile } from '../src/server/db/sqlite';
import { env } from '../src/server/env';
import { runMain } from './lib/run-main';

loadEnvConfig(process.cwd());

const print = (line: string) => process.stdout.write(`${line}\n`);

const usage = `Usage: npm run db:backup -- [FILE]

Writes a consistent copy of the database; the site may keep running.
  SQLite (default): VACUUM INTO FILE, a SQLite file.
  PostgreSQL (DATABASE_URL set): pg_dump --format=custom into FILE (needs pg_dump: apt-get install postgresql-client).
Without FILE: <DATA_DIR>/backups/smarttech-<UTC time>.db (.dump for PostgreSQL).
The file is readable by its owner only (0600) and an existing file is never overwritten.
Restore it with: npm run db:restore -- FILE`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    print(usage);
    return 0;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(usage);
    return 2;
  }
  const { DATA_DIR, DATABASE_URL } = env();
  const target = args[0] ?? defaultBackupFile(DATA_DIR, DATABASE_URL ? 'postgres' : 'sqlite');
  try {
    const source = DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : sqliteFile(DATA_DIR);
    const { file, bytes } = DATABASE_URL ? await backupPostgres(DATABASE_URL, target) : await backupSqlite(source, target);
    print(`Backed up ${source} to ${file} (${bytes} bytes).`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

runMain(main);
