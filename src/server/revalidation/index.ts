import 'server-only';
import type { PublicContentChange } from '../cache-tags';
import { errorReason } from '../db/errors';
import { env } from '../env';
import { logger } from '../logger';
import { NotificationListener } from './listener';
import { requestLocalRevalidation } from './loopback';
import { CONTENT_CHANNEL, decodeMessage, instanceId } from './protocol';
import { SETTLE_MS } from './publish';


type ContentSyncOptions = {
  connectionString: string;
  /** Expires this instance's cache for a change (in the app: a signed loopback request). */
  apply: (change: PublicContentChange) => Promise<unknown>;
  channel?: string;
  id?: string;
  settleMs?: number;
};

export type ContentSync = { listener: NotificationListener; stop: () => Promise<void> };

/**
 * Listens for other instances' changes and applies them here at once and again after SETTLE_MS; our own
 * (already applied by the write) only get the second pass. On every (re)connection, notifications may have
 * been missed, so everything is expired once.
 */
export async function startContentSync({ connectionString, apply, channel = CONTENT_CHANNEL, id = instanceId(), settleMs = SETTLE_MS }: ContentSyncOptions): Promise<ContentSync> {
  const log = logger().child({ component: 'content-sync' });
  const settling = new Map<string, NodeJS.Timeout>();
  const run = (change: PublicContentChange) => {
    apply(change).catch((error: unknown) => log.warn({ err: error, change }, 'Could not apply a content change to this instance'));
  };
  const settle = (change: PublicContentChange) => {
    const key = JSON.stringify(change);
    clearTimeout(settling.get(key));
    const timer = setTimeout(() => {
      settling.delete(key);
      run(change);
    }, settleMs);
    timer.unref();
    settling.set(key, timer);
  };

  const listener = new NotificationListener({
    connectionString,
    channel,
    onNotification: (payload) => {
      const message = decodeMessage(payload);
      if (!message) return log.warn({ payload: payload.slice(0, 200) }, 'Ignored a malformed content notification');
      if (message.from !== id) run(message.change);
      settle(message.change);
    },
    onListening: ({ connection }) => {
      log.info({ connection }, connection === 0 ? 'Listening for content changes' : 'Listening again for content changes; revalidating everything once');
      run({ kind: 'all' });
    },
    // An expected event (database restart, failover): one line, no stack.
    onDisconnect: (error) => log.warn({ reason: errorReason(error) }, 'Content listener lost its connection; reconnecting'),
  });
  await listener.start();
  return {
    listener,
    stop: async () => {
      for (const timer of settling.values()) clearTimeout(timer);
      settling.clear();
      await listener.stop();
    },
  };
}

// On globalThis: one listener per process, whichever bundle starts or stops it.
const holder = globalThis as typeof globalThis & { __smarttechContentSync?: Promise<ContentSync | undefined> };

/**
 * Starts this instance's listener when the site runs on PostgreSQL (several instances may share it); with
 * SQLite there is one instance and nothing to listen for. Never fails the start: the 60 s bound remains.
 */
export function startRevalidationListener(): Promise<ContentSync | undefined> {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return Promise.resolve(undefined);
  holder.__smarttechContentSync ??= startContentSync({ connectionString: DATABASE_URL, apply: (change) => requestLocalRevalidation(change) }).catch(
    (error: unknown) => {
      logger().error({ err: error }, 'Content listener did not start; other instances’ changes will show within 60 s');
      return undefined;
    },
  );
  return holder.__smarttechContentSync;
}

/** Stops the listener (graceful shutdown). Safe to call when it never started. */
export async function stopRevalidationListener(): Promise<void> {
  const sync = holder.__smarttechContentSync;
  holder.__smarttechContentSync = undefined;
  await (await sync)?.stop();
}
