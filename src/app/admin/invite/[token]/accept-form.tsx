'use client';

import { Loader2 as Loader2Node } from 'lucide';
import { useState } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PostedForm, type FormFields } from '@/components/ui/posted-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { inviteCopy as copy } from '@/content/login';
import { newPasswordErrors } from '@/lib/password-rules';
import { FormAlert, postJson } from '../../auth-form';
import { submitSignIn } from '../../login/login-form';

const Loader2 = icon(Loader2Node);

type Errors = Partial<Record<'name' | 'password' | 'confirm' | 'token', string>>;

/**
 * Sets the new member's name and password: the server checks the password (length, common ones, the person's own
 * address or name) and makes the account; the member is then signed in and taken to the staff area.
 */
export function AcceptInvitationForm({ token, email, name: invitedName }: { token: string; email: string; name: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(field: FormFields) {
    const name = field('name');
    const password = field('password');
    const local: Errors = newPasswordErrors(password, field('confirm'), copy.mismatch);
    if (!name.trim()) local.name = copy.nameRequired;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const answer = await postJson('/api/team/invitations/accept', { token, name, password });
    if (!answer.ok) {
      const body = answer.body;
      const fields = body?.error?.fields ?? {};
      setErrors(fields);
      setFailure(fields.password || fields.name ? null : (fields.token ?? body?.error?.message ?? copy.failed));
      setBusy(false);
      return;
    }
    const refused = await submitSignIn({ email, password }, '/admin', (path) => window.location.assign(path));
    if (refused) {
      setFailure(refused);
      setBusy(false);
    }
  }

  return (
    <PostedForm className="mt-6" onSubmit={submit}>
      <FormAlert message={failure} />
      <Field id="invite-email" label={copy.email}>
        <Input id="invite-email" type="text" autoComplete="username" value={email} readOnly className="text-muted-foreground" />
      </Field>
      <Field id="invite-name" label={copy.name} error={errors.name}>
        <Input name="name" type="text" autoComplete="name" maxLength={120} defaultValue={invitedName} {...fieldAria('invite-name', { error: errors.name })} />
      </Field>
      <Field id="invite-password" label={copy.password} hint={copy.passwordHint} error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" minLength={12} {...fieldAria('invite-password', { error: errors.password, hint: true })} />
      </Field>
      <Field id="invite-confirm" label={copy.confirm} error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" {...fieldAria('invite-confirm', { error: errors.confirm })} />
      </Field>
      <SubmitButton size="lg" disabled={busy} className="w-full">
        {busy && <Loader2 aria-hidden className="animate-spin" />}
        {busy ? copy.submitting : copy.submit}
      </SubmitButton>
    </PostedForm>
  );
}
