import 'server-only';

/** Asks for a password; `confirm` asks twice on a terminal. Rejects with PasswordInputError. */
export type ReadPassword = (options: { confirm: boolean }) => Promise<string>;

export class PasswordInputError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

// Far above the longest password accepted: a stream that never sends a newline is not read forever.
const MAX_BYTES = 64 * 1024;

/** The first line of a piped standard input (`printf '%s\n' "$PW" | npm run staff -- add --email E`). */
function readPipedLine(input: PasswordInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (error?: PasswordInputError) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      input.pause();
      if (error) return reject(error);
      const line = text.split('\n', 1)[0]!.replace(/\r$/, '');
      if (line === '') return reject(new PasswordInputError('No password on standard input: pipe it in, for example printf \'%s\\n\' "$PASSWORD" | npm run staff -- add --email E'));
      resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (text.includes('\n')) finish();
      else if (text.length > MAX_BYTES) finish(new PasswordInputError('Standard input holds no line break within 64 KiB: give the password on one line'));
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(new PasswordInputError(`Could not read standard input: ${error.message}`));
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

/** One password typed on a terminal with echo off (raw mode): Enter ends it, Backspace erases, Ctrl-C aborts. */
function readHidden(input: PasswordInput, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    output.write(prompt);
    input.setRawMode?.(true);
    const finish = (error?: PasswordInputError) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      if (text.startsWith('\u001b')) return; // arrow and function keys
      for (const char of text) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new PasswordInputError('Cancelled', 130));
        if (char === '\u0004') return typed === '' ? finish(new PasswordInputError('Cancelled', 130)) : finish();
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}

/** Reads a password from a terminal (hidden; twice when `confirm`) or, when piped, from the first line of input. */
export function passwordReader(input: PasswordInput, output: NodeJS.WritableStream): ReadPassword {
  return async ({ confirm }) => {
    if (!input.isTTY) return readPipedLine(input);
    const password = await readHidden(input, output, 'Password: ');
    if (password === '') throw new PasswordInputError('No password typed');
    if (confirm && (await readHidden(input, output, 'Repeat the password: ')) !== password) throw new PasswordInputError('The two passwords do not match; nothing was changed');
    return password;
  };
}
