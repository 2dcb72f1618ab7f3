import 'server-only';
import { zonedToday } from '@/lib/site-time';
import { siteTimeZone } from '@/server/env';
import { siteLinkCheck } from '@/server/publishing/link-check';
import type { ServiceResult } from '@/server/services/result';
import { contentProblems, declaredAnchors, problemFields, type ContentProblem } from '../content-checks';
import type { Kind } from '../define-kind';
import { addressFieldOf } from './document-store';

// The checks before publishing of a kind kept as documents (docs/decisions/0036, section 9): run on every save (the
// editor lists them as staff type) and again when staff publish or schedule, where an error refuses the publication.

/** The starter's placeholders still in `values` (src/kit/define-kind.ts, `starter.placeholders`): each an error. */
function placeholderProblems(kind: Kind, values: Record<string, unknown>): ContentProblem[] {
  if (!kind.starter?.placeholders) return [];
  const starter = kind.starter.values({});
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const problem = (path: string, label: string): ContentProblem => ({ path, level: 'error', message: `${label} still holds the starter text: write this ${kind.labels.singular.toLowerCase()}'s own` });
  return kind.starter.placeholders.flatMap((key) => {
    const field = kind.fields[key];
    const placeholder = starter[key];
    const value = values[key];
    if (!field || placeholder === undefined) return [];
    if (field.type === 'list' && Array.isArray(value) && Array.isArray(placeholder)) {
      return value.flatMap((item, index) => (placeholder.some((filler) => same(item, filler)) ? [problem(`${key}.${index}`, `${field.label}, item ${index + 1}`)] : []));
    }
    return same(value, placeholder) ? [problem(key, field.label)] : [];
  });
}

export function documentChecks(kind: Kind) {
  const addressField = addressFieldOf(kind);
  /** Where links to these values lead: their address (kinds with one) and the sections they declare. */
  const target = (values: Record<string, unknown>) => {
    const address = addressField && typeof values[addressField] === 'string' ? (values[addressField] as string) : null;
    return { address, anchors: declaredAnchors(kind.fields, values) };
  };
  return {
    target,
    /** The problems of a working copy's values, errors and warnings. */
    async of(values: Record<string, unknown>, alongside: ReadonlyArray<{ address: string | null; anchors: readonly string[] }> = []): Promise<ContentProblem[]> {
      const own = kind.checks?.(values, { today: zonedToday(siteTimeZone()) }) ?? [];
      return [...placeholderProblems(kind, values), ...own, ...(await contentProblems(kind.fields, values, siteLinkCheck(target(values), alongside)))];
    },
    /** The 400 a publication gets while the values have errors (each under its field), or null. */
    blocking(problems: readonly ContentProblem[]): ServiceResult<never> | null {
      const errors = problems.filter((problem) => problem.level === 'error');
      if (errors.length === 0) return null;
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
      return { ok: false, status: 400, code: 'publish_blocked', message: `Not published: ${errors[0]!.message}${more}`, fields: problemFields(errors) };
    },
  };
}
