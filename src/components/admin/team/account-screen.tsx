'use client';

import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
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

/** POSTs to one of Better Auth's account endpoints; the server's message when it refuses. */
async function post(path: string, body: object): Promise<{ ok: true } | { ok: false; status: number; message: string | null }> {
  const answer = await postJson(`/api/auth${path}`, body);
  return answer.ok ? { ok: true } : { ok: false, status: answer.status, message: answer.body?.message ?? null };
}

function NameForm({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!name.trim()) return setError(copy.name);
        setBusy(true);
        try {
          await sendData('PATCH', '/api/admin/account', { name: name.trim() });
        } catch (failure) {
          setBusy(false);
          return failure instanceof ApiError && failure.fields?.name ? setError(failure.fields.name) : toast({ title: feedback.errorTitle, description: copy.failed, variant: 'destructive' });
        }
        setBusy(false);
        setSaved(name.trim());
        setError(undefined);
        toast({ title: feedback.successTitle, description: copy.nameSaved });
      }}
    >
      <Field id="account-name" label={copy.name} error={error}>
        <Input type="text" autoComplete="name" maxLength={120} value={name} onChange={(event) => setName(event.target.value)} {...fieldAria('account-name', { error })} />
      </Field>
      <Button type="submit" disabled={busy || name.trim() === saved} className="justify-self-start">
        {busy ? copy.saving : copy.saveName}
      </Button>
      <LeaveGuard dirty={name.trim() !== saved} />
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (next !== confirm) return setErrors({ confirm: copy.mismatch });
        setBusy(true);
        const result = await post('/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
        setBusy(false);
        if (!result.ok) {
          // Better Auth answers a wrong current password with 400 "Invalid password"; the policy with its own words.
          if (result.message && /invalid password/i.test(result.message)) return setErrors({ current: copy.wrongCurrent });
          return setErrors({ next: result.message ?? copy.failed });
        }
        setErrors({});
        setCurrent('');
        setNext('');
        setConfirm('');
        toast({ title: feedback.successTitle, description: copy.passwordChanged });
      }}
    >
      {/* For password managers: whose password this is. */}
      <input type="text" autoComplete="username" aria-label={copy.email} value={email} readOnly hidden />
      <Field id="account-current" label={copy.current} error={errors.current}>
        <Input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} {...fieldAria('account-current', { error: errors.current })} />
      </Field>
      <Field id="account-next" label={copy.next} hint={copy.nextHint} error={errors.next}>
        <Input type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} {...fieldAria('account-next', { error: errors.next, hint: true })} />
      </Field>
      <Field id="account-confirm" label={copy.confirm} error={errors.confirm}>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} {...fieldAria('account-confirm', { error: errors.confirm })} />
      </Field>
      <Button type="submit" disabled={busy || !current || !next} className="justify-self-start">
        {busy ? copy.saving : copy.changePassword}
      </Button>
      <LeaveGuard dirty={current !== '' || next !== ''} />
    </form>
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
