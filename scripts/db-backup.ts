// npm run db:backup -- FILE: a consistent copy of the SQLite database (VACUUM INTO), safe while the site runs.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { backupSqlite } from '../src/server/db/backup';

loadEnvConfig(process.cwd());

function main(): number {
  const target = process.argv[2];
  if (!target || target.startsWith('-')) {
    console.error('Usage: npm run db:backup -- FILE   (for example backups/smarttech-2026-01-31.db)');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: the data lives in PostgreSQL. Back it up with pg_dump, for example:\n  pg_dump --format=custom --file=FILE "$DATABASE_URL"');
    return 1;
  }
  const source = path.join(process.env.DATA_DIR || './data', 'smarttech.db');
  try {
    const { bytes } = backupSqlite(source, target);
    console.warn(`Backed up ${source} to ${path.resolve(target)} (${bytes} bytes).`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exit(main());
