import 'server-only';
import { siteTimeZone } from '@/server/env';
import type { ServiceResult } from '@/server/services/result';
import { publicationInstant } from '@/lib/site-time';
import { documentEditorCopy } from '@/content/admin-documents';

/**
 * The instant a schedule asks for (its date and time read in the site's zone). One that has passed is refused: it
 * would have gone live at once while staff were told it was scheduled.
 */
export function scheduleInstant(publishAt: string): { ok: true; at: Date } | { ok: false; result: ServiceResult<never> } {
  const at = new Date(publicationInstant(publishAt, siteTimeZone())!);
  if (at.getTime() > Date.now()) return { ok: true, at };
  const message = documentEditorCopy.pastSchedule;
  return { ok: false, result: { ok: false, status: 400, code: 'validation_error', message, fields: { publishAt: message } } };
}
