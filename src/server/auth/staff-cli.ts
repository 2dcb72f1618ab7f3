import 'server-only';
import { parseArgs } from 'node:util';
import { audit } from '../repositories/audit-log';
import { PasswordInputError, type ReadPassword } from './password-input';
import { addStaff, checkNewStaffEmail, findStaff, listStaff, removeStaff, resetStaffPassword, setStaffRole, StaffAccountError } from './staff-accounts';

export const staffUsage = `Usage: npm run staff -- <command> [options]

Commands:
  add --email E [--name N] [--role R]
                                   create a staff account (password: at least 12 characters);
                                   R: admin (the default), editor, sales or hiring
  set-role --email E --role R      give an account another role
  reset-password --email E         set a new password and end the account's sessions
  list                             list the staff accounts
  remove --email E                 end the account's sessions and delete it

The password is never an argument (shell history, npm's logs and the process list would keep it):
type it when asked (hidden, twice), or pipe it in on one line:
  printf '%s\\n' "$PASSWORD" | npm run staff -- add --email E

Uses the database of DATABASE_URL, or the SQLite file under DATA_DIR (./data).`;

const passwordArgumentRefused = `--password is not accepted: a password on the command line stays in shell history, npm's logs and the process list.
Type it when asked, or pipe it in on one line:
  printf '%s\\n' "$PASSWORD" | npm run staff -- add --email E`;

export type CliOutput = { log: (line: string) => void; error: (line: string) => void };

const options = { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

// Checked before parsing, so that parseArgs never gets to echo the value.
const isPasswordOption = (arg: string) => /^--password(=|$)/.test(arg);

function required(values: Record<string, unknown>, ...names: string[]): void {
  const missing = names.filter((name) => typeof values[name] !== 'string' || values[name] === '');
  if (missing.length > 0) throw new StaffAccountError(`Missing ${missing.map((name) => `--${name}`).join(' and ')}`);
}

/** Runs one staff command; returns the process exit code (0 done, 1 refused, 2 bad usage, 130 cancelled). */
export async function runStaffCli(args: string[], out: CliOutput, readPassword: ReadPassword): Promise<number> {
  if (args.some(isPasswordOption)) {
    out.error(passwordArgumentRefused);
    return 2;
  }
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
  // The command line's changes are recorded as a shell's (no member acts), once Better Auth has made them.
  const FROM_SHELL = { actor: null } as const;
  try {
    switch (command) {
      case 'add': {
        required(values, 'email');
        // E-mail checks first, so nobody types a password twice for nothing.
        await checkNewStaffEmail(values.email!);
        const password = await readPassword({ confirm: true });
        const account = await addStaff({ email: values.email!, password, name: values.name, role: values.role });
        await audit({ ...FROM_SHELL, action: 'create', entity: 'account', entityId: account.id, changes: { email: account.email, role: account.role } });
        out.log(`Added staff account ${account.email} (${account.name}, ${account.role}).`);
        return 0;
      }
      case 'set-role': {
        required(values, 'email', 'role');
        const before = await findStaff(values.email!);
        const account = await setStaffRole(values.email!, values.role!);
        if (before.role !== account.role) await audit({ ...FROM_SHELL, action: 'role-change', entity: 'account', entityId: account.id, changes: { email: account.email, role: { before: before.role, after: account.role } } });
        out.log(`${account.email} is now ${account.role}.`);
        return 0;
      }
      case 'reset-password': {
        required(values, 'email');
        await findStaff(values.email!);
        const account = await resetStaffPassword(values.email!, await readPassword({ confirm: true }));
        out.log(`Set a new password for ${account.email} and ended its sessions.`);
        return 0;
      }
      case 'list': {
        const accounts = await listStaff();
        if (accounts.length === 0) out.log('No staff accounts. Add one with: npm run staff -- add --email E');
        for (const account of accounts) {
          out.log(`${account.email}\t${account.name}\t${account.role}\tadded ${account.createdAt.toISOString().slice(0, 10)}`);
        }
        return 0;
      }
      case 'remove': {
        required(values, 'email');
        const account = await removeStaff(values.email!);
        await audit({ ...FROM_SHELL, action: 'delete', entity: 'account', entityId: account.id, changes: { email: account.email } });
        out.log(`Removed staff account ${account.email} and ended its sessions.`);
        return 0;
      }
      default:
        out.error(`Unknown command: ${command}\n\n${staffUsage}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof StaffAccountError || error instanceof PasswordInputError) {
      out.error(`Error: ${error.message}`);
      return error instanceof PasswordInputError ? error.exitCode : 1;
    }
    throw error;
  }
}
