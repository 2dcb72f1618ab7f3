import 'server-only';
import type { PublicContentChange } from '../cache-tags';
import { errorReason } from '../db/errors';
import { logger } from '../logger';
import { slugsChangingBetween } from '../repositories/resources';
import { resourceChange } from '@/kinds/resources/definition';
import { documentKinds, kinds } from '@/kinds/registry';
import { publishDueBatches } from '@/kit/server/document-batch';
import { changeOf } from '@/kit/changes';
import type { Kind } from '@/kit/define-kind';
import { kindParts, purgeTrashedBefore } from '@/kit/server/kind-api';
import { documentStore } from '@/kit/server/document-store';
import { siteTimeZone } from '../env';

// Every instance watches the clock for itself (docs/decisions/0015): a resource whose publication or unpublish
// time passes is expired from this instance's cache within one tick, on one instance or several, with nobody
// acting. The 60 s cache bound is only the backstop.
const TICK_MS = 10_000;
// On start, times that passed while this instance was down may have left pages cached on disk.
const START_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const TRASH_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60 * 1000;
// A change message carries at most 20 slugs (src/server/revalidation/protocol.ts).
const SLUGS_PER_CHANGE = 20;
// A publication is recorded with the time its transaction began: one committed just after another instance looked
// could fall behind that instance's window, so each window reaches back this far (expiring twice is harmless).
const PUBLICATION_OVERLAP_MS = 5_000;

/**
 * The documents' side (docs/decisions/0036): publishes the drafts whose time has come (whichever instance looks
 * first), then expires every publication recorded in the window, whoever made it. Returns how many it expired.
 */
async function passDocuments(from: Date, upTo: Date, apply: WatcherOptions['apply'], log: ReturnType<typeof logger>): Promise<number> {
  let expired = 0;
  // Documents scheduled together first, each batch in one transaction; their publications are expired below.
  const heldBatches = await publishDueBatches(documentKinds, upTo);
  if (heldBatches.length > 0) log.warn({ held: heldBatches }, 'A publication scheduled for several documents was held back (a check failed or an address was taken): their drafts are kept, unscheduled');
  for (const kind of kinds as readonly Kind[]) {
    const publishing = kindParts(kind).publishing;
    if (!publishing) continue;
    const held = await publishing.publishDue(upTo);
    if (held.length > 0) log.warn({ kind: kind.key, held }, 'A scheduled publication was held back (its checks failed or its address was taken): the draft is kept, unscheduled');
    for (const { before, after } of await publishing.publishedBetween(new Date(from.getTime() - PUBLICATION_OVERLAP_MS), upTo)) {
      await apply(changeOf(kind, before, after));
      expired += 1;
    }
  }
  return expired;
}

/**
 * The clock's own changes (docs/decisions/0037): every published document whose pages change at an instant in the
 * window (an opening's last day passing) is expired, on every instance, with nobody acting.
 */
async function passClock(from: Date, upTo: Date, apply: WatcherOptions['apply']): Promise<number> {
  let expired = 0;
  const zone = siteTimeZone();
  for (const kind of kinds as readonly Kind[]) {
    if (!kind.public.changesAt) continue;
    // The visible ones only (a closed opening changes no more): a handful, read each tick.
    for (const doc of await documentStore<Record<string, unknown> & { id: string }>(kind).list({ visibleOnly: true })) {
      const at = kind.public.changesAt(doc, zone);
      if (at && at > from && at <= upTo) {
        await apply(changeOf(kind, doc, doc));
        expired += 1;
      }
    }
  }
  return expired;
}

type WatcherOptions = {
  /** Expires this instance's cache (in the app: a signed loopback request, which has Next's request scope). */
  apply: (change: PublicContentChange) => Promise<unknown>;
  tickMs?: number;
  now?: () => Date;
};

export type ScheduleWatcher = { tick: () => Promise<string[]>; stop: () => void };

/** Starts the watcher; `tick` runs one pass now and returns the slugs it expired (tests call it). */
export function startScheduleWatcher({ apply, tickMs = TICK_MS, now = () => new Date() }: WatcherOptions): ScheduleWatcher {
  const log = logger().child({ component: 'schedule-watcher' });
  let checkedUpTo = new Date(now().getTime() - START_LOOKBACK_MS);
  let lastPurge = 0;
  let running: Promise<string[]> | null = null;

  async function pass(): Promise<string[]> {
    const upTo = now();
    const slugs = await slugsChangingBetween(checkedUpTo, upTo);
    for (let i = 0; i < slugs.length; i += SLUGS_PER_CHANGE) {
      const batch = slugs.slice(i, i + SLUGS_PER_CHANGE);
      await apply(resourceChange({ slugs: batch }));
    }
    const documents = await passDocuments(checkedUpTo, upTo, apply, log);
    const timed = await passClock(checkedUpTo, upTo, apply);
    // Only once applied: a failed pass is retried over the same window on the next tick.
    checkedUpTo = upTo;
    if (documents > 0) log.info({ documents }, 'Documents published: expired their pages');
    if (timed > 0) log.info({ documents: timed }, 'Documents changed by the clock (an opening closing): expired their pages');
    if (slugs.length > 0) log.info({ slugs }, 'Publication times passed: expired their pages');
    if (upTo.getTime() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = upTo.getTime();
      const purged = await purgeTrashedBefore(kinds, new Date(upTo.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000));
      if (purged > 0) log.info({ purged }, 'Deleted documents kept in the trash for 30 days');
    }
    return slugs;
  }

  const tick = () => {
    running ??= pass().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => log.warn({ reason: errorReason(error) }, 'Schedule check failed; retrying on the next tick'));
  }, tickMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
