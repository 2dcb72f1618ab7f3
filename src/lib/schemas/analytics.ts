import { z } from './zod';
import { isDay } from '@/kit/field-formats';
import { day } from './lead';
import { emptyAsUndefined } from './paging';

/** The longest range a report covers: a year and a day (roll-ups are kept for ever; a report stays a page). */
export const MAX_REPORT_DAYS = 366;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * GET /api/admin/analytics (and the dashboard's address): days in the site's zone, both included; an optional filter
 * by the visit's source or by a page (views of it, and the goals of visits that landed on it).
 */
export const analyticsQuerySchema = z
  .object({
    from: day.refine(isDay, 'Not a real date'),
    to: day.refine(isDay, 'Not a real date'),
    source: z.preprocess(emptyAsUndefined, z.string().trim().toLowerCase().max(100, 'Source must be at most 100 characters').optional()),
    page: z.preprocess(emptyAsUndefined, z.string().trim().max(500, 'Page must be at most 500 characters').regex(/^\//, 'Page must be a path, starting with /').optional()),
  })
  .strict()
  .superRefine((query, context) => {
    // The roll-ups keep a report per source and per page, not per pair.
    if (query.source && query.page) context.addIssue({ code: 'custom', path: ['page'], message: 'Filter by a source or by a page, not both' });
    if (!isDay(query.from) || !isDay(query.to)) return;
    const days = daysBetween(query.from, query.to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'The end must not be before the start' });
    else if (days + 1 > MAX_REPORT_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The most steps a funnel has (issue 24). */
export const MAX_FUNNEL_STEPS = 8;

/** What a funnel's step is: a page visited (a path) or a goal reached (its name). */
export const FUNNEL_STEP_KINDS = ['page', 'goal'] as const;
export const isFunnelStepKind = (value: string | null): value is (typeof FUNNEL_STEP_KINDS)[number] => FUNNEL_STEP_KINDS.some((kind) => kind === value);

const funnelStep = z.object({
  kind: z.enum(FUNNEL_STEP_KINDS, { error: 'A step is a page or a goal' }),
  value: z.string().trim().min(1, 'Name the page or the goal').max(500, 'At most 500 characters'),
}).strict().superRefine((step, context) => {
  if (step.kind === 'page' && !step.value.startsWith('/')) context.addIssue({ code: 'custom', path: ['value'], message: 'A page is a path, starting with /' });
});

/** POST /api/admin/analytics/funnels: a name and two to eight steps, in the order visitors take them. */
export const funnelSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the funnel').max(80, 'At most 80 characters'),
    steps: z.array(funnelStep, { error: 'Give the steps' }).min(2, 'A funnel has at least two steps').max(MAX_FUNNEL_STEPS, `A funnel has at most ${MAX_FUNNEL_STEPS} steps`),
  })
  .strict();
export type FunnelInput = z.output<typeof funnelSchema>;
export type FunnelStep = FunnelInput['steps'][number];
