'use client';

import { FormAlert, postJson } from '../../auth-form';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { setupCopy as copy } from '@/content/login';
import { submitSignIn } from '../../login/login-form';

type Errors = Partial<Record<'email' | 'name' | 'password' | 'confirm', string>>;

/** The first admin's address, name and password; once made, they are signed in and taken to the staff area. */
export function SetupForm({ token }: { token: string }) {
  const [values, setValues] = useState({ email: '', name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.value }));
  return (
    <form
      method="post"
      noValidate
      className="mt-6 grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        setFailure(null);
        if (values.password !== values.confirm) return setErrors({ confirm: copy.mismatch });
        setErrors({});
        setBusy(true);
        const { confirm: _confirm, ...sent } = values;
        const answer = await postJson('/api/team/setup', { token, ...sent });
        if (!answer.ok) {
          const body = answer.body;
          setBusy(false);
          const fields = body?.error?.fields ?? {};
          setErrors(fields);
          return setFailure(fields.email || fields.name || fields.password ? null : (fields.token ?? body?.error?.message ?? copy.failed));
        }
        const refused = await submitSignIn({ email: values.email.trim(), password: values.password }, '/admin', (path) => window.location.assign(path));
        if (refused) {
          setFailure(refused);
          setBusy(false);
        }
      }}
    >
      <FormAlert message={failure} />
      <Field id="setup-email" label={copy.email} error={errors.email}>
        <Input type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} value={values.email} onChange={set('email')} {...fieldAria('setup-email', { error: errors.email })} />
      </Field>
      <Field id="setup-name" label={copy.name} error={errors.name}>
        <Input type="text" autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} {...fieldAria('setup-name', { error: errors.name })} />
      </Field>
      <Field id="setup-password" label={copy.password} hint={copy.hint} error={errors.password}>
        <Input type="password" autoComplete="new-password" value={values.password} onChange={set('password')} {...fieldAria('setup-password', { error: errors.password, hint: true })} />
      </Field>
      <Field id="setup-confirm" label={copy.confirm} error={errors.confirm}>
        <Input type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} {...fieldAria('setup-confirm', { error: errors.confirm })} />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
