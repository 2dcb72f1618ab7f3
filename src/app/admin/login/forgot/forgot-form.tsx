'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PostedForm } from '@/components/ui/posted-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { resetCopy as copy } from '@/content/login';
import { postJson } from '../../auth-form';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotForm() {
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (sent) {
    return (
      <div className="mt-6 grid gap-5">
        <p role="status" className="rounded-md border border-accent/40 bg-accent/10 px-3.5 py-2.5 text-sm">{copy.sent(sent)}</p>
        <Link href="/admin/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{copy.back}</Link>
      </div>
    );
  }
  return (
    <PostedForm
      className="mt-6"
      onSubmit={async (field) => {
        const email = field('email');
        setBusy(true);
        const answer = await postJson('/api/team/password-reset', { email });
        setBusy(false);
        if (answer.status === 202) return setSent(email.trim());
        const body = answer.body;
        setError(body?.error?.fields?.email ?? body?.error?.message ?? copy.failed);
      }}
    >
      <Field id="forgot-email" label={copy.email} error={error}>
        <Input name="email" type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...fieldAria('forgot-email', { error })} />
      </Field>
      <SubmitButton size="lg" disabled={busy} className="w-full">
        {busy ? copy.sending : copy.send}
      </SubmitButton>
      <Link href="/admin/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{copy.back}</Link>
    </PostedForm>
  );
}
