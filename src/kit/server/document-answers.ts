import 'server-only';
import { siteTimeZone } from '@/server/env';
import type { ServiceResult } from '@/server/services/result';
import { revisionFromIfMatch } from '../revision-etag';
import { formatDateTime } from '@/lib/site-time';
import type { Kind } from '../define-kind';
import { NothingToPublish, StaleDocument } from './document-refusals';
import { AddressTaken } from './document-store';
import { UniqueTaken } from './table-store';

/**
 * How the documents of a kind answer what the store refuses (docs/decisions/0036, section 9): a 409 naming the
 * field (a taken address or unique value), a 412 for an If-Match that names no revision of ours or a save over someone else's, each in the kind's words.
 */
export function documentAnswers(kind: Kind) {
  const label = kind.labels.singular.toLowerCase();
  const conflict = (code: string, message: string, field?: string): ServiceResult<never> => ({ ok: false, status: 409, code, message, ...(field ? { fields: { [field]: message } } : {}) });
  const addressTaken = (field: string) => conflict('address_taken', `Another ${label} has this address`, field);

  /** The revision an If-Match names: a 412 result when it names none of ours. */
  const expected = (ifMatch: string | null): { ok: true; revision: number | undefined } | { ok: false; result: ServiceResult<never> } => {
    const revision = revisionFromIfMatch(ifMatch);
    // Its own code: a header that names nothing of ours is not a save over someone else's (`edit_conflict`).
    if (revision === null) return { ok: false, result: { ok: false, status: 412, code: 'precondition_failed', message: `If-Match must be the ETag of the ${label}, as the admin GET sends it` } };
    return { ok: true, revision };
  };

  /** Runs a write, turning the store's refusals into answers: 409 for a taken address, 412 for a stale save. */
  async function writing<T>(write: () => Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AddressTaken) return addressTaken(error.field);
      if (error instanceof UniqueTaken) {
        const message = `This ${(kind.fields[error.field]?.label ?? error.field).toLowerCase()} is already used by another ${label}`;
        return conflict(`${error.field}_taken`, message, error.field);
      }
      if (error instanceof StaleDocument) {
        const by = `${error.lastAuthor}, ${formatDateTime(error.lastSavedAt, siteTimeZone())}`;
        return { ok: false, status: 412, code: 'edit_conflict', message: `Someone else saved this ${label} since you opened it (${by}). Reload it to see their changes, then make yours again.` };
      }
      if (error instanceof NothingToPublish) return conflict('nothing_to_publish', `This ${label} has no unpublished changes.`);
      throw error;
    }
  }

  return { label, conflict, addressTaken, expected, writing };
}
