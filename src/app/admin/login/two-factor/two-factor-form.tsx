'use client';

import { FormAlert, postJson } from '../../auth-form';
import Link from 'next/link';
import { useState } from 'react';
import { useReplayMark } from '@/components/ui/replay-mark';
import { PostedForm } from '@/components/ui/posted-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { twoFactorCopy as copy } from '@/content/login';

/**
 * A code from the authenticator app, or one recovery code: Better Auth checks it against the sign-in in progress (its
 * cookie, ten minutes) and makes the session. Wrong codes count toward a lockout, whose words the server gives.
 */
export function TwoFactorForm({ next }: { next: string }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const replayMark = useReplayMark();
  return (
    <PostedForm
      className="mt-6"
      onSubmit={async (field) => {
        setError(null);
        const code = field('code').replace(/\s+/g, '');
        if (!code) return setError(copy.missing);
        setBusy(true);
        const path = recovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
        const answer = await postJson(path, { code });
        if (answer.ok) return window.location.assign(next);
        setBusy(false);
        const body = answer.body;
        if (body?.code === 'INVALID_TWO_FACTOR_COOKIE' || body?.code === 'TWO_FACTOR_NOT_ENABLED') {
          setExpired(true);
          return setError(copy.expired);
        }
        setError(answer.status === 401 ? copy.wrong : (body?.message ?? copy.failed));
      }}
    >
      <FormAlert message={error} />
      {recovery && <p className="text-sm text-muted-foreground">{copy.recoveryIntro}</p>}
      <Field id="two-factor-code" label={recovery ? copy.recoveryCode : copy.code}>
        <Input
          key={recovery ? 'recovery' : 'app'}
          name="code"
          type="text"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 8}
          {...fieldAria('two-factor-code', {})}
        />
      </Field>
      {expired ? (
        <Link href="/admin/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{copy.signInAgain}</Link>
      ) : (
        <SubmitButton size="lg" disabled={busy} className="w-full">
          {busy ? copy.submitting : copy.submit}
        </SubmitButton>
      )}
      <button
        type="button"
        // Held and replayed like the submit button: a press before the page runs switches once it does.
        data-replay={replayMark}
        className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setRecovery((value) => !value);
          setError(null);
        }}
      >
        {recovery ? copy.useApp : copy.useRecovery}
      </button>
    </PostedForm>
  );
}
