import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { passwordReader, PasswordInputError } from '@/server/auth/password-input';

/** A stand-in terminal: what the person types goes to `input`; prompts land in `shown`. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[], setRawMode(raw: boolean) { this.rawModes.push(raw); } });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, shown: () => shown };
}

/** Types `keys` once the reader is listening (after its prompt). */
const typeAfterPrompt = (input: PassThrough, output: PassThrough, ...keys: string[]) => {
  let next = 0;
  output.on('data', (chunk: Buffer) => {
    if (chunk.toString().endsWith(': ') && next < keys.length) setImmediate(() => input.write(keys[next++]!));
  });
};

describe('password input', () => {
  it('reads the first line of a piped stdin, without its line ending', async () => {
    for (const [piped, expected] of [['secret pass phrase\n', 'secret pass phrase'], ['crlf-password\r\nignored\n', 'crlf-password'], ['no-newline-at-eof', 'no-newline-at-eof']]) {
      const input = new PassThrough();
      const read = passwordReader(input, new PassThrough())({ confirm: true });
      input.end(piped);
      await expect(read).resolves.toBe(expected);
    }
  });

  it('refuses an empty pipe with how to give the password', async () => {
    const input = new PassThrough();
    const read = passwordReader(input, new PassThrough())({ confirm: false });
    input.end('');
    await expect(read).rejects.toThrow(/No password on standard input: pipe it in/);
  });

  it('on a terminal: echo off (raw mode), asked twice, never shown, backspace erases', async () => {
    const { input, output, shown } = terminal();
    typeAfterPrompt(input, output, 'typo-x\u007f\u007f-password-1\r', 'typo-password-1\r');
    await expect(passwordReader(input, output)({ confirm: true })).resolves.toBe('typo-password-1');
    expect(shown()).toBe('Password: \nRepeat the password: \n');
    expect(input.rawModes).toEqual([true, false, true, false]);
  });

  it('on a terminal: refuses two different passwords, and Ctrl-C cancels with exit code 130', async () => {
    const first = terminal();
    typeAfterPrompt(first.input, first.output, 'first-password-1\r', 'other-password-2\r');
    await expect(passwordReader(first.input, first.output)({ confirm: true })).rejects.toThrow('The two passwords do not match; nothing was changed');
    const second = terminal();
    typeAfterPrompt(second.input, second.output, 'abc\u0003');
    const cancelled = await passwordReader(second.input, second.output)({ confirm: false }).catch((error: unknown) => error);
    expect(cancelled).toBeInstanceOf(PasswordInputError);
    expect(cancelled).toMatchObject({ message: 'Cancelled', exitCode: 130 });
    expect(second.input.rawModes.at(-1)).toBe(false);
  });
});
