import 'server-only';
import { parseArgs } from 'node:util';
import { addStaff, listStaff, removeStaff, resetStaffPassword, StaffAccountError } from './staff-accounts';

export const staffUsage = `Usage: npm run staff -- <command> [options]

Commands:
  add --email E --password P [--name N]   create a staff account (password: at least 12 characters)
  reset-password --email E --password P   set a new password and end the account's sessions
  list                                    list the staff accounts
  remove --email E                        end the account's sessions and delete it

Uses the database of DATABASE_URL, or the SQLite file under DATA_DIR (./data).`;

export type CliOutput = { log: (line: string) => void; error: (line: string) => void };

const options = { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

function required(values: Record<string, unknown>, ...names: string[]): void {
  const missing = names.filter((name) => typeof values[name] !== 'string' || values[name] === '');
  if (missing.length > 0) throw new StaffAccountError(`Missing ${missing.map((name) => `--${name}`).join(' and ')}`);
}

/** Runs one staff command; returns the process exit code (0 done, 1 refused, 2 bad usage). */
export async function runStaffCli(args: string[], out: CliOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${staffUsage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || !command) {
    (values.help ? out.log : out.error)(staffUsage);
    return values.help ? 0 : 2;
  }
  if (extra.length > 0) {
    out.error(`Unexpected argument: ${extra.join(' ')}\n\n${staffUsage}`);
    return 2;
  }
  try {
    switch (command) {
      case 'add': {
        required(values, 'email', 'password');
        const account = await addStaff({ email: values.email!, password: values.password!, name: values.name });
        out.log(`Added staff account ${account.email} (${account.name}).`);
        return 0;
      }
      case 'reset-password': {
        required(values, 'email', 'password');
        const account = await resetStaffPassword(values.email!, values.password!);
        out.log(`Set a new password for ${account.email} and ended its sessions.`);
        return 0;
      }
      case 'list': {
        const accounts = await listStaff();
        if (accounts.length === 0) out.log('No staff accounts. Add one with: npm run staff -- add --email E --password P');
        for (const account of accounts) {
          out.log(`${account.email}\t${account.name}\t${account.role}\tadded ${account.createdAt.toISOString().slice(0, 10)}`);
        }
        return 0;
      }
      case 'remove': {
        required(values, 'email');
        const account = await removeStaff(values.email!);
        out.log(`Removed staff account ${account.email} and ended its sessions.`);
        return 0;
      }
      default:
        out.error(`Unknown command: ${command}\n\n${staffUsage}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof StaffAccountError) {
      out.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
