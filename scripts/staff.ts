// `npm run staff -- add|reset-password|list|remove`: manage staff accounts from the shell.
// Runs under `tsx --conditions=react-server` so that `import 'server-only'` resolves to its no-op build.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main(): Promise<number> {
  const { runStaffCli } = await import('../src/server/auth/staff-cli');
  const { closeDb } = await import('../src/server/db');
  try {
    return await runStaffCli(process.argv.slice(2), { log: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) });
  } finally {
    await closeDb();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
