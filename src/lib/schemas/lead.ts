import { z } from './zod';
import { LEAD_STATUSES, LEGACY_STATUS_ALIASES, type LeadStatus } from '@/lib/leads';
import { requiredText } from './fields';
import { emptyAsUndefined, pagingFields } from './paging';

const statusMessage = `Status must be one of ${LEAD_STATUSES.join(', ')}`;
/** A pipeline status; the earlier `handled` is read as `contacted` (docs/decisions/0021). */
export const leadStatus = z
  .string({ error: statusMessage })
  .transform((value, context): LeadStatus => {
    const status = LEGACY_STATUS_ALIASES[value] ?? value;
    if ((LEAD_STATUSES as readonly string[]).includes(status)) return status as LeadStatus;
    context.addIssue({ code: 'custom', message: statusMessage });
    return z.NEVER;
  });

/** A staff account id (Better Auth's), or null to clear the owner. */
const ownerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Owner must be a staff account').nullable();

/** PATCH /api/admin/contact-requests/{id}: status and/or owner. */
export const leadUpdateSchema = z
  .object({ status: leadStatus.optional(), ownerId: ownerId.optional() })
  .refine((value) => value.status !== undefined || value.ownerId !== undefined, { message: 'Send a status or an ownerId', path: ['status'] });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const leadNoteSchema = z.object({ body: requiredText('Note', 5000, { multiline: true }) });

/** A calendar day as YYYY-MM-DD (the site's zone is applied by the reader). */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

export const LEAD_PAGE_SIZES = [25, 50, 100] as const;
export const LEAD_SORTS = ['newest', 'oldest'] as const;

/**
 * The inbox's query (and the CSV export's): search, filters, sort and page. Empty parameters mean "any".
 * `status` takes a pipeline status, `overdue`, or `open` (anything but won, lost and spam); without it, spam is left
 * out, as a mail client leaves out its spam folder. `owner` takes a staff id or `none`. Dates are days in the
 * site's time zone, both included.
 */
export const leadQuerySchema = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200, 'Search must be at most 200 characters').optional()),
  status: z.preprocess(emptyAsUndefined, z.union([leadStatus, z.literal('overdue'), z.literal('open'), z.literal('all')]).optional()),
  owner: z.preprocess(emptyAsUndefined, z.union([z.literal('none'), ownerId.unwrap()]).optional()),
  source: z.preprocess(emptyAsUndefined, z.string().trim().toLowerCase().max(100).optional()),
  /** The visit's landing page (a path): the leads of visits that began there (the analytics' pages link here). */
  landing: z.preprocess(emptyAsUndefined, z.string().trim().max(500).regex(/^\//, 'Landing page must be a path, starting with /').optional()),
  from: z.preprocess(emptyAsUndefined, day.optional()),
  to: z.preprocess(emptyAsUndefined, day.optional()),
  sort: z.preprocess(emptyAsUndefined, z.enum(LEAD_SORTS, { error: 'Sort must be newest or oldest' }).default('newest')),
  ...pagingFields(25),
});
export type LeadQuery = z.output<typeof leadQuerySchema>;
