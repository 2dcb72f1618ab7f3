import { readContactForm, type ContactErrorFields } from '@/lib/contact-form-state';
import { contactSchema } from '@/lib/schemas/contact';

/**
 * The browser half of "one rule, two places": the form's fields checked with the schema the server action uses,
 * as `{ field: first message }`. Loaded when the visitor first focuses the form (zod's core does not tree-shake).
 */
export function contactFieldErrors(form: HTMLFormElement): Partial<Record<ContactErrorFields, string>> {
  const result = contactSchema.safeParse(readContactForm(new FormData(form)));
  const errors: Partial<Record<ContactErrorFields, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactErrorFields | undefined;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}
