import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string; idempotencyKey: string | null };

/**
 * A real SMTP server on a free loopback port. `refuse` answers the next N messages with a temporary failure
 * (451), as a busy or broken mail server does; every accepted message is kept in `received`.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          state.refused += 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, // A long header is folded onto the next line (RFC 5322): unfolded before it is read.
        idempotencyKey: /^X-Idempotency-Key:\s*(\S+)$/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? null });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
