'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { feedback } from '@/content/admin';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Puts the API's field errors (409 slug, 400 fields) on the form fields they name; returns whether any landed. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fieldNames: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let first = true;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}

/** The spec's toast when the form is submitted with required fields missing or invalid. */
export function showValidationToast() {
  toast({ ...feedback.validation, variant: 'destructive' });
}
