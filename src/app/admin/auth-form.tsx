'use client';

// The pieces of the forms reached before a session (sign-in, its second step, an invitation, a reset, the first run):
// the refusal above the fields, and (src/lib/post-json.ts) a JSON POST whose answer is read either way. The forms are
// PostedForm with a SubmitButton (src/components/ui): fields read when sent, a press made while the page is still
// starting held and replayed once it runs.

/** Why a form's submission was refused, above its fields. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3.5 py-2.5 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export { postJson } from '@/lib/post-json';
