import 'server-only';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { moveRedirects } from '@/server/repositories/redirects';
import type { Author } from './table-store';
import type { Kind } from '../define-kind';
import { addressFieldOf, isVisible } from './document-store';
import { parse, type Row } from './working-copy';

/**
 * What a publication of the kind makes public, inside the publication's transaction: the public columns beside the
 * JSON. A live document that moves keeps its old address as a 308 to the new one, and an address that redirected is
 * a page again (docs/decisions/0015: the redirects' invariant is kept by moveRedirects).
 */
export function goingLive(kind: Kind) {
  const addressField = addressFieldOf(kind);
  return async (trx: Transaction<Database>, row: Row, data: string, by: Author, now: string) => {
    const values = parse(data);
    const address = addressField ? String(values[addressField]) : null;
    if (address !== null) {
      const wasLive = row.published_at !== null && row.address !== null;
      if (wasLive && row.address !== address) await moveRedirects(trx, { from: row.address!, to: address, resourceId: null, documentId: row.id, by: by.name, at: now });
      else await trx.deleteFrom('redirects').where('from_path', '=', address).execute();
    }
    return { data, draft: null, publish_at: null, publish_batch: null, published_at: now, visible: isVisible(kind, values), ...(address !== null ? { address } : {}) };
  };
}
