import 'server-only';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db';
import { moveRedirects } from '@/server/repositories/redirects';
import type { Kind } from '../define-kind';
import type { Author } from './table-versions';

/**
 * A table kind's document that visitors saw and that changed address (`public.address`): the old address answers 308
 * to the new, in the save's own transaction (ADR 15's rule, which pages kept as documents follow too).
 */
export async function moveLiveAddress(trx: Transaction<Database>, kind: Kind, save: { id: string; before: object; after: object }, at: string, author: Author): Promise<void> {
  const address = kind.public.address;
  if (!address) return;
  const [before, after] = [save.before as Record<string, unknown>, save.after as Record<string, unknown>];
  const [from, to] = [address.of(before), address.of(after)];
  if (from === to || !address.isLive(before, new Date(at))) return;
  // The redirects table names the resource a redirect came from (listed with it on the redirects screen).
  const resourceId = 'table' in kind.storage && kind.storage.table === 'resources' ? save.id : null;
  await moveRedirects(trx, { from, to, resourceId, by: author.name, at });
}
