'use client';

import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { accountCopy as copy } from '@/content/admin-team';
import { toast } from '@/lib/toast';
import { PasskeySection } from './passkey-section';
import { TwoFactorSection } from './two-factor-section';
import { ApiError, sendData } from '@/lib/api-client';
import { postJson } from '@/lib/post-json';
import { PostedForm } from '@/components/ui/posted-form';
import { newPasswordErrors } from '@/lib/password-rules';

/** One's name: saved when it differs from the one stored; leaving with an unsaved change asks first. */
function NameForm({ initial }: { initial: string }) {
  const [saved, setSaved] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <PostedForm
      className="gap-4"
      onSubmit={async (field) => {
        const name = field('name').trim();
        if (!name) return setError(copy.name);
        if (name === saved) return setDirty(false);
        setBusy(true);
        try {
          await sendData('PATCH', '/api/admin/account', { name });
        } catch (failure) {
          setBusy(false);
          return failure instanceof ApiError && failure.fields?.name ? setError(failure.fields.name) : toast({ title: feedback.errorTitle, description: copy.failed, variant: 'destructive' });
        }
        setBusy(false);
        setSaved(name);
        setDirty(false);
        setError(undefined);
        toast({ title: feedback.successTitle, description: copy.nameSaved });
      }}
    >
      <Field id="account-name" label={copy.name} error={error}>
        <Input name="name" type="text" autoComplete="name" maxLength={120} defaultValue={initial} onChange={(event) => setDirty(event.target.value.trim() !== saved)} {...fieldAria('account-name', { error })} />
      </Field>
      <SubmitButton disabled={busy} className="justify-self-start">
        {busy ? copy.saving : copy.saveName}
      </SubmitButton>
      <LeaveGuard dirty={dirty} />
    </PostedForm>
  );
}

/** One's password: the current one, the new one twice; the other sessions end (Better Auth's change-password). */
function PasswordForm({ email }: { email: string }) {
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <PostedForm
      className="gap-4"
      onSubmit={async (field, form) => {
        const [current, next] = [field('current'), field('next')];
        if (!current) return setErrors({ current: copy.wrongCurrent });
        const local = newPasswordErrors(next, field('confirm'), copy.mismatch);
        if (local.password || local.confirm) return setErrors({ next: local.password, confirm: local.confirm });
        setBusy(true);
        const answer = await postJson<{ code?: string; message?: string }>('/api/auth/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
        setBusy(false);
        if (!answer.ok) {
          // Better Auth answers a wrong current password with INVALID_PASSWORD; the policy with its own words.
          if (answer.body?.code === 'INVALID_PASSWORD') return setErrors({ current: copy.wrongCurrent });
          return setErrors({ next: answer.body?.message ?? copy.failed });
        }
        setErrors({});
        setDirty(false);
        form.reset();
        toast({ title: feedback.successTitle, description: copy.passwordChanged });
      }}
    >
      {/* For password managers: whose password this is. */}
      <input type="text" autoComplete="username" aria-label={copy.email} value={email} readOnly hidden />
      <Field id="account-current" label={copy.current} error={errors.current}>
        <Input name="current" type="password" autoComplete="current-password" onChange={() => setDirty(true)} {...fieldAria('account-current', { error: errors.current })} />
      </Field>
      <Field id="account-next" label={copy.next} hint={copy.nextHint} error={errors.next}>
        <Input name="next" type="password" autoComplete="new-password" onChange={() => setDirty(true)} {...fieldAria('account-next', { error: errors.next, hint: true })} />
      </Field>
      <Field id="account-confirm" label={copy.confirm} error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" {...fieldAria('account-confirm', { error: errors.confirm })} />
      </Field>
      <SubmitButton disabled={busy} className="justify-self-start">
        {busy ? copy.saving : copy.changePassword}
      </SubmitButton>
      <LeaveGuard dirty={dirty} />
    </PostedForm>
  );
}

/** /admin/account: the member's own name, password, two-factor sign-in and passkeys. */
export function AccountScreen({ email, name, role, twoFactor }: { email: string; name: string; role: string; twoFactor: { enabled: boolean; required: boolean } }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro(email, role)} />
      {/* First when the site requires it and it is off: the member was sent here for it. */}
      {twoFactor.required && !twoFactor.enabled && <TwoFactorSection {...twoFactor} />}
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-semibold">{copy.nameTitle}</h2>
        <NameForm initial={name} />
      </Card>
      <Card className="grid gap-4 p-5">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{copy.passwordTitle}</h2>
          <p className="text-sm text-muted-foreground">{copy.passwordIntro}</p>
        </div>
        <PasswordForm email={email} />
      </Card>
      {!(twoFactor.required && !twoFactor.enabled) && <TwoFactorSection {...twoFactor} />}
      <PasskeySection />
    </div>
  );
}
