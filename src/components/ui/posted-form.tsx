'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A submitted form's fields by name, as text (an absent one is ''). */
export type FormFields = (name: string) => string;

/**
 * A form whose fields are read when it is sent, not from state: what was typed while the page's scripts were still
 * loading counts too (React hydrates a controlled field with its state, empty, and drops what the browser held). POST,
 * so a field never goes into the address (a password typed before the page ran once did); the browser's own checks
 * off, the server's messages shown by field. Its submit button is a SubmitButton (held and replayed until it runs).
 */
export function PostedForm({ onSubmit, className, children, ...rest }: { onSubmit: (fields: FormFields, form: HTMLFormElement) => Promise<unknown> | unknown; className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <form
      method="post"
      noValidate
      className={cn('grid gap-5', className)}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        void onSubmit((name) => String(data.get(name) ?? ''), form);
      }}
    >
      {children}
    </form>
  );
}
