import 'server-only';
import { Client } from 'pg';

export type ListenerOptions = {
  connectionString: string;
  channel: string;
  /** A payload received on the channel. */
  onNotification: (payload: string) => void;
  /** Each time LISTEN is in place; `connection` 0 is the first, later ones may have missed notifications. */
  onListening?: (info: { connection: number; backendPid: number }) => void;
  onDisconnect?: (error: unknown) => void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A `SELECT 1` this often finds a connection that died without a word (half-open TCP). */
  heartbeatMs?: number;
};

/**
 * One dedicated PostgreSQL session that LISTENs on a channel and reconnects, with exponential backoff and
 * jitter, whenever the session is lost. A pool cannot do this: LISTEN belongs to one session.
 */
export class NotificationListener {
  private stopped = false;
  private client: Client | undefined;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private connections = 0;

  constructor(private readonly options: ListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Invalid channel name: ${options.channel}`);
  }

  /** Starts listening; resolves once the first attempt has connected or failed (retries go on in the background). */
  start(): Promise<void> {
    if (this.loop) throw new Error('NotificationListener already started');
    return new Promise((firstAttempt) => {
      this.loop = this.run(firstAttempt);
    });
  }

  /** Closes the session and stops reconnecting. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    await this.loop;
  }

  /** The backend process id of the current session (tests terminate it to prove the reconnect). */
  backendPid: number | undefined;

  private async run(firstAttempt: () => void): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const lost = await this.session(firstAttempt);
      firstAttempt();
      if (this.stopped) break;
      this.options.onDisconnect?.(lost.error);
      failures = lost.connected ? 0 : failures + 1;
      const { initialBackoffMs = 500, maxBackoffMs = 30_000 } = this.options;
      const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** failures) * (0.5 + Math.random() / 2);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** One session: connect, LISTEN, then wait until it errors, ends or misses a heartbeat. */
  private async session(onListening: () => void): Promise<{ connected: boolean; error: unknown }> {
    const { connectionString, channel, heartbeatMs = 15_000 } = this.options;
    const client = new Client({
      connectionString,
      application_name: 'smarttech-content-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    let end: (error: unknown) => void = () => undefined;
    const ended = new Promise<unknown>((resolve) => (end = resolve));
    // Every error must have a listener, or pg's EventEmitter throws and kills the process.
    client.on('error', (error) => end(error));
    client.on('end', () => end(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) this.options.onNotification(message.payload);
    });
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      this.client = client;
      await client.connect();
      if (this.stopped) return { connected: false, error: undefined };
      await client.query(`LISTEN ${channel}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      this.backendPid = rows[0]?.pid;
      this.options.onListening?.({ connection: this.connections++, backendPid: this.backendPid ?? 0 });
      onListening();
      heartbeat = setInterval(() => {
        client.query('select 1').catch((error: unknown) => end(error));
      }, heartbeatMs);
      heartbeat.unref();
      return { connected: true, error: await ended };
    } catch (error) {
      return { connected: false, error };
    } finally {
      clearInterval(heartbeat);
      this.backendPid = undefined;
      if (this.client === client) this.client = undefined;
      // Not awaited: on a half-open socket end() may wait for the OS; the next session need not.
      client.end().catch(() => undefined);
    }
  }
}
