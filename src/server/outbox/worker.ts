import 'server-only';
import { getContactRequest } from '../repositories/contact-requests';
import { dbEngine, getDb } from '../db';
import { errorReason } from '../db/errors';
import { logger } from '../logger';
import { getApplication } from '../repositories/applications';
import { getInvitation } from '../repositories/staff-invitations';
import { getReset } from '../repositories/password-resets';
import { channelNamed, failureReason, type Channel } from './channels';
import { claimDue, markFailed, markSent, type OutboxRow } from './repository';

// Every instance runs one worker (docs/decisions/0019). It wakes every few seconds, and at once when this instance
// queued something; rows are claimed with a lease, so several instances never deliver one row at the same time.
const TICK_MS = 5_000;

type WorkerOptions = { tickMs?: number; now?: () => Date };

export type OutboxWorker = { tick: () => Promise<number>; nudge: () => void; stop: () => void };

/** Delivers one row on its channel, about the lead, application or invitation it names (read now: the latest words). */
async function deliverOn(channel: Channel, row: OutboxRow): Promise<void> {
  const delivery = { idempotencyKey: row.idempotency_key };
  if (channel.subject === 'lead') {
    const lead = row.lead_id ? await getContactRequest(row.lead_id) : null;
    if (!lead) throw new Error('The lead no longer exists');
    return channel.deliver(lead, delivery);
  }
  if (channel.subject === 'application') {
    const application = row.application_id ? await getApplication(row.application_id) : null;
    if (!application) throw new Error('The application no longer exists');
    return channel.deliver(application, delivery);
  }
  if (channel.subject === 'invitation') {
    const invitation = row.invitation_id ? await getInvitation(row.invitation_id) : null;
    if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw new Error('The invitation was used or withdrawn');
    return channel.deliver(invitation, delivery);
  }
  const reset = row.reset_id ? await getReset(row.reset_id) : null;
  if (!reset || reset.usedAt) throw new Error('The reset link was used or replaced');
  return channel.deliver(reset, delivery);
}

async function deliver(row: OutboxRow, now: () => Date): Promise<boolean> {
  const db = await getDb();
  const channel = channelNamed(row.channel);
  try {
    if (!channel) throw new Error(`Unknown channel ${row.channel}`);
    await deliverOn(channel, row);
    await markSent(db, row, now());
    return true;
  } catch (error) {
    await markFailed(db, row, failureReason(error), now());
    logger().warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, reason: failureReason(error) }, 'Notification delivery failed; retrying later');
    return false;
  }
}

export function startOutboxWorker({ tickMs = TICK_MS, now = () => new Date() }: WorkerOptions = {}): OutboxWorker {
  let running: Promise<number> | null = null;
  let again = false;

  async function pass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await claimDue(await getDb(), dbEngine(), now());
      if (rows.length === 0) return delivered;
      for (const row of rows) if (await deliver(row, now)) delivered += 1;
    }
  }

  const tick = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
      if (again) {
        again = false;
        void tick().catch(() => undefined);
      }
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => logger().warn({ reason: errorReason(error) }, 'Outbox pass failed; retrying on the next tick'));
  }, tickMs);
  timer.unref();
  return { tick, nudge: () => void tick().catch(() => undefined), stop: () => clearInterval(timer) };
}

// The app's worker, on globalThis: instrumentation starts it, and the contact and application services (other bundles) nudge it.
const holder = globalThis as typeof globalThis & { __smarttechOutbox?: OutboxWorker };

export function startAppOutboxWorker(): OutboxWorker {
  holder.__smarttechOutbox ??= startOutboxWorker();
  return holder.__smarttechOutbox;
}

/** Delivers what was just queued without waiting for the next tick (no-op before the worker starts). */
export function nudgeOutbox(): void {
  holder.__smarttechOutbox?.nudge();
}
