import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Label } from './input';

/** The ids that tie a control to its label, hint and error message for screen readers. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** aria props for a control inside <Field>: invalid state and the descriptions that exist. */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

type FieldProps = { id: string; label: string; required?: boolean; hint?: string; error?: string; className?: string; children: ReactNode };

/** Label, control, optional hint and the field's error message under it. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={cx('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden className="ml-0.5 text-destructive">*</span>}
      </Label>
      {children}
      {hint && <p id={ids.hint} className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
