// `npm run staff -- add|reset-password|list|remove`: manage staff accounts from the shell.
// Runs under `tsx --conditions=react-server` so that `import 'server-only'` resolves to its no-op build.
// Passwords come from the terminal (hidden) or a pipe, never from the arguments: npm logs those.
import { loadEnvConfig } from '@next/env';
import { runMain } from './lib/run-main';

loadEnvConfig(process.cwd());

async function main(): Promise<number> {
  const { runStaffCli } = await import('../src/server/auth/staff-cli');
  const { passwordReader } = await import('../src/server/auth/password-input');
  const { closeDb } = await import('../src/server/db');
  try {
    const out = { log: (line: string) => process.stdout.write(`${line}\n`), error: (line: string) => process.stderr.write(`${line}\n`) };
    return await runStaffCli(process.argv.slice(2), out, passwordReader(process.stdin, process.stderr));
  } finally {
    await closeDb();
  }
}

runMain(main);
