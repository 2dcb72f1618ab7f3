'use client';

import { FormAlert } from '../auth-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 as Loader2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { email, minLength, object, string, type infer as Infer } from 'zod/mini';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import Link from 'next/link';
import { loginCopy as copy, resetCopy } from '@/content/login';
import { safeNextPath } from './safe-next';
import { PasskeySignIn } from './passkey-sign-in';

/** The second step of a sign-in with two-factor (a code from the app, or a recovery code). */
export const TWO_FACTOR_PATH = '/admin/login/two-factor';

const Loader2 = icon(Loader2Node);

const schema = object({
  email: email({ error: copy.emailInvalid }),
  password: string().check(minLength(1, copy.passwordRequired)),
});

type Values = Infer<typeof schema>;

/** The message for a refused sign-in; never says whether the e-mail or the password was wrong. */
async function refusal(response: Response | null): Promise<string> {
  if (!response) return copy.offline;
  if (response.status === 401) return copy.invalidCredentials;
  // A disabled account, after its password was right: the server's words say so and what to do.
  if (response.status === 403) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (body?.code === 'BANNED_USER' && typeof body.message === 'string') return body.message;
  }
  if (response.status === 429) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : copy.tooManyAttempts;
  }
  return copy.failed;
}

/**
 * Posts the sign-in; on success leaves for `next` through the same rule as the page's server-side redirect
 * (safeNextPath), or, for an account with two-factor sign-in, for its second step, and returns null; else returns
 * the message to show.
 */
export async function submitSignIn(values: Values, next: string, leave: (path: string) => void): Promise<string | null> {
  const response = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  }).catch(() => null);
  if (!response?.ok) return refusal(response);
  const answer = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  leave(answer?.twoFactorRedirect ? `${TWO_FACTOR_PATH}?next=${encodeURIComponent(safeNextPath(next))}` : safeNextPath(next));
  return null;
}

export function LoginForm({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || leaving;

  const onSubmit = async (values: Values) => {
    setError(null);
    const message = await submitSignIn(values, next, (path) => {
      setLeaving(true);
      // A full load, so every server component renders with the new session cookie.
      window.location.assign(path);
    });
    if (message) setError(message);
  };

  // POST, so that a submit before the script runs never puts the password into the address bar or logs.
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-5">
      <FormAlert message={error} />
      {/* The e-mail address is the account's user name: autocomplete="username" tells password managers so, and
          that token belongs to a text control (type="email" takes only "email"); inputMode keeps the e-mail keyboard,
          and the form's schema checks the address. */}
      <Field id="login-email" label={copy.email} error={errors.email?.message}>
        <Input type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...fieldAria('login-email', { error: errors.email?.message })} {...register('email')} />
      </Field>
      <Field id="login-password" label={copy.password} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...fieldAria('login-password', { error: errors.password?.message })} {...register('password')} />
      </Field>
      <SubmitButton size="lg" disabled={busy} className="w-full">
        {busy && <Loader2 aria-hidden className="animate-spin" />}
        {busy ? copy.submitting : copy.submit}
      </SubmitButton>
      <Link href="/admin/login/forgot" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        {resetCopy.forgotLink}
      </Link>
      <PasskeySignIn next={next} disabled={busy} onError={setError} onLeave={() => setLeaving(true)} />
    </form>
  );
}
