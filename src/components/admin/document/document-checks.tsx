'use client';

import { documentChecksCopy as copy } from '@/content/admin-documents';
import type { ContentProblem } from '@/kit/content-checks';
import { controlId } from './field-editor';

/** The field a problem names, or the first control inside the block or item it names. */
function focusPlace(path: string) {
  const id = controlId(path);
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

function ProblemList({ problems, tone }: { problems: ContentProblem[]; tone: 'error' | 'warning' }) {
  return (
    <ul className="grid gap-1.5">
      {problems.map((problem, index) => (
        <li key={`${problem.path}-${index}`} className={tone === 'error' ? 'text-destructive' : 'text-foreground'}>
          <button type="button" onClick={() => focusPlace(problem.path)} className="text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" title={copy.goTo}>
            {problem.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The checks before publishing of the saved draft (docs/decisions/0036, section 9), as staff type: the errors that
 * hold publishing back and the warnings that do not, each a button to the field it names.
 */
export function DocumentChecks({ checks }: { checks: readonly ContentProblem[] }) {
  if (checks.length === 0) return null;
  const errors = checks.filter((problem) => problem.level === 'error');
  const warnings = checks.filter((problem) => problem.level === 'warning');
  return (
    <section aria-labelledby="checks-heading" className={`grid gap-3 rounded-lg border px-4 py-3 text-sm ${errors.length > 0 ? 'border-destructive/60 bg-destructive/5' : 'border-accent/40 bg-accent/5'}`}>
      <h2 id="checks-heading" className="text-base font-semibold">
        {copy.heading}
      </h2>
      {errors.length > 0 && (
        <div className="grid gap-1.5">
          <p className="font-medium">{copy.errors(errors.length)}</p>
          <ProblemList problems={errors} tone="error" />
        </div>
      )}
      {warnings.length > 0 && (
        <div className="grid gap-1.5">
          <p className="font-medium">{copy.warnings}</p>
          <ProblemList problems={warnings} tone="warning" />
        </div>
      )}
    </section>
  );
}
