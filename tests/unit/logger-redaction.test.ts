import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED } from '@/server/logger';

const SECRET = 'hunter2-secret-value';

/** A logger with the app's options that writes its JSON lines into an array. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino(loggerOptions('info'), destination), lines, last: () => JSON.parse(lines.at(-1)!) as Record<string, unknown> };
}

const secrets = {
  password: SECRET,
  newPassword: SECRET,
  currentPassword: SECRET,
  token: SECRET,
  sessionToken: SECRET,
  cookie: SECRET,
  'set-cookie': [SECRET],
  authorization: `Bearer ${SECRET}`,
  body: { anything: SECRET },
};

describe('log redaction', () => {
  it('censors credentials, tokens, cookies, authorization and bodies at top level and nested', () => {
    const { log, lines, last } = capture();
    log.info({ ...secrets, message: SECRET, requestId: 'r-1' }, 'top level');
    expect(last()).toMatchObject({ password: REDACTED, token: REDACTED, 'set-cookie': REDACTED, message: REDACTED, requestId: 'r-1', msg: 'top level' });
    log.info({ req: { headers: { cookie: SECRET, authorization: SECRET, Authorization: SECRET, 'Set-Cookie': SECRET, accept: 'text/html' }, body: SECRET } }, 'headers');
    expect(last()).toMatchObject({ req: { headers: { cookie: REDACTED, authorization: REDACTED, Authorization: REDACTED, 'Set-Cookie': REDACTED, accept: 'text/html' }, body: REDACTED } });
    log.info({ a: { b: { c: secrets } } }, 'three levels down');
    expect(last()).toMatchObject({ a: { b: { c: { password: REDACTED, sessionToken: REDACTED, newPassword: REDACTED, currentPassword: REDACTED } } } });
    log.info({ users: [{ email: 'staff@test.example', password: SECRET }] }, 'in an array');
    expect(last()).toMatchObject({ users: [{ email: 'staff@test.example', password: REDACTED }] });
    log.child({ sessionToken: SECRET, cookie: SECRET }).info('bindings');
    expect(last()).toMatchObject({ sessionToken: REDACTED, cookie: REDACTED });
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('censors a nested message (what a visitor wrote) at any depth, but keeps error messages readable', () => {
    const { log, lines, last } = capture();
    log.info({ contactRequest: { id: 'c-1', message: SECRET }, deep: { a: { b: { c: { d: { message: SECRET } } } } } }, 'contact');
    expect(last()).toMatchObject({ contactRequest: { id: 'c-1', message: REDACTED }, deep: { a: { b: { c: { d: { message: REDACTED } } } } } });
    log.error({ err: new Error('connection refused') }, 'failed');
    expect(last()).toMatchObject({ err: { message: 'connection refused' }, msg: 'failed' });
    expect(lines.slice(0, 1).join('')).not.toContain(SECRET);
  });
});
