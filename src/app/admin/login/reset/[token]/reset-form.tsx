'use client';

import { useState } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PostedForm } from '@/components/ui/posted-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { resetCopy as copy } from '@/content/login';
import { FormAlert, postJson } from '../../../auth-form';
import { submitSignIn } from '../../login-form';
import { newPasswordErrors } from '@/lib/password-rules';

/** The new password, twice; once set, the member is signed in with it and taken to the staff area. */
export function ResetForm({ token, email }: { token: string; email: string }) {
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <PostedForm
      className="mt-6"
      onSubmit={async (field) => {
        const password = field('password');
        setFailure(null);
        const local = newPasswordErrors(password, field('confirm'), copy.mismatch);
        if (Object.keys(local).length > 0) return setErrors(local);
        setErrors({});
        setBusy(true);
        const answer = await postJson('/api/team/password-reset/complete', { token, password });
        if (!answer.ok) {
          const body = answer.body;
          setBusy(false);
          if (body?.error?.fields?.password) return setErrors({ password: body.error.fields.password });
          return setFailure(body?.error?.fields?.token ?? body?.error?.message ?? copy.failed);
        }
        const refused = await submitSignIn({ email, password }, '/admin', (path) => window.location.assign(path));
        if (refused) {
          setFailure(refused);
          setBusy(false);
        }
      }}
    >
      <FormAlert message={failure} />
      <input type="text" autoComplete="username" aria-label={copy.email} value={email} readOnly hidden />
      <Field id="reset-password" label={copy.newPassword} hint={copy.hint} error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" {...fieldAria('reset-password', { error: errors.password, hint: true })} />
      </Field>
      <Field id="reset-confirm" label={copy.confirm} error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" {...fieldAria('reset-confirm', { error: errors.confirm })} />
      </Field>
      <SubmitButton size="lg" disabled={busy} className="w-full">
        {busy ? copy.saving : copy.save}
      </SubmitButton>
    </PostedForm>
  );
}
