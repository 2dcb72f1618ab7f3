import 'server-only';
import type { ContactRequest } from '@/lib/schemas/contact';
import { logger } from './logger';
import { configuredChannels } from './outbox/channels';
import { nudgeOutbox } from './outbox/worker';

/**
 * Announces a stored contact request: its notifications were queued with it (the outbox, docs/decisions/0019);
 * this wakes the worker to deliver them now, or says in the log that none is configured. Never throws.
 */
export async function notifyContactRequest(request: ContactRequest): Promise<void> {
  // Only the id: the visitor's name, address, company and message stay in the database, out of the logs.
  const log = logger().child({ contactRequestId: request.id });
  const channels = configuredChannels('lead');
  if (channels.length === 0) {
    log.info('New contact request (no notification channel configured, e.g. SMTP_URL and CONTACT_NOTIFY_TO: only logged)');
    return;
  }
  log.info({ channels }, 'New contact request; notifications queued');
  nudgeOutbox();
}
