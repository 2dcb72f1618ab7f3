'use client';

import { useState } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PostedForm } from '@/components/ui/posted-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { setupCopy as copy } from '@/content/login';
import { FormAlert, postJson } from '../../auth-form';
import { submitSignIn } from '../../login/login-form';
import { newPasswordErrors } from '@/lib/password-rules';

type Errors = Partial<Record<'email' | 'name' | 'password' | 'confirm', string>>;

/** The first admin's address, name and password; once made, they are signed in and taken to the staff area. */
export function SetupForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <PostedForm
      className="mt-6"
      onSubmit={async (field) => {
        const sent = { email: field('email'), name: field('name'), password: field('password') };
        setFailure(null);
        const local = newPasswordErrors(sent.password, field('confirm'), copy.mismatch);
        if (Object.keys(local).length > 0) return setErrors(local);
        setErrors({});
        setBusy(true);
        const answer = await postJson('/api/team/setup', { token, ...sent });
        if (!answer.ok) {
          const body = answer.body;
          setBusy(false);
          const fields = body?.error?.fields ?? {};
          setErrors(fields);
          return setFailure(fields.email || fields.name || fields.password ? null : (fields.token ?? body?.error?.message ?? copy.failed));
        }
        const refused = await submitSignIn({ email: sent.email.trim(), password: sent.password }, '/admin', (path) => window.location.assign(path));
        if (refused) {
          setFailure(refused);
          setBusy(false);
        }
      }}
    >
      <FormAlert message={failure} />
      <Field id="setup-email" label={copy.email} error={errors.email}>
        <Input name="email" type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...fieldAria('setup-email', { error: errors.email })} />
      </Field>
      <Field id="setup-name" label={copy.name} error={errors.name}>
        <Input name="name" type="text" autoComplete="name" maxLength={120} {...fieldAria('setup-name', { error: errors.name })} />
      </Field>
      <Field id="setup-password" label={copy.password} hint={copy.hint} error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" {...fieldAria('setup-password', { error: errors.password, hint: true })} />
      </Field>
      <Field id="setup-confirm" label={copy.confirm} error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" {...fieldAria('setup-confirm', { error: errors.confirm })} />
      </Field>
      <SubmitButton size="lg" disabled={busy} className="w-full">
        {busy ? copy.submitting : copy.submit}
      </SubmitButton>
    </PostedForm>
  );
}
