'use client';

import qrcode from 'qrcode-generator';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { twoFactorCopy as copy } from '@/content/admin-team';
import { postJson } from '@/lib/post-json';
import { toast } from '@/lib/toast';

type Step = { kind: 'idle' } | { kind: 'password'; purpose: 'on' | 'off' | 'codes' } | { kind: 'scan'; uri: string; codes: string[] } | { kind: 'codes'; codes: string[] };

/** One of Better Auth's two-factor endpoints; its JSON, or the status and message of a refusal. */
async function call<T>(path: string, body: object): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string | null }> {
  const answer = await postJson<T & { message?: string }>(`/api/auth/two-factor/${path}`, body);
  return answer.ok ? { ok: true, data: answer.body as T } : { ok: false, status: answer.status, message: answer.body?.message ?? null };
}

/** The QR code of the set-up address, dark on a light square whatever the theme (scanners want that). */
function QrCode({ uri }: { uri: string }) {
  const code = qrcode(0, 'M');
  code.addData(uri);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  return (
    <svg role="img" aria-label={copy.qrLabel} viewBox={`0 0 ${size + 8} ${size + 8}`} className="size-48 rounded-lg bg-white" shapeRendering="crispEdges">
      <path d={path} fill="#000" />
    </svg>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`SmartTech staff: recovery codes\n\n${codes.join('\n')}\n`)}`;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{copy.codesTitle}</h3>
      <p className="text-sm text-muted-foreground">{copy.codesIntro}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-4 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <div className="flex flex-wrap gap-2">
        <a href={file} download="smarttech-recovery-codes.txt" className="inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-surface-2">{copy.download}</a>
        <Button type="button" onClick={onDone}>{copy.saved}</Button>
      </div>
    </div>
  );
}

/** /admin/account's two-factor sign-in: turn on (password, QR or key, a first code, ten recovery codes), off, new codes. */
export function TwoFactorSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const reset = (next: Step = { kind: 'idle' }) => {
    setStep(next);
    setValue('');
    setError(undefined);
  };
  const done = (message: string) => {
    toast({ title: feedback.successTitle, description: message });
    reset();
    router.refresh();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(step.kind === 'scan' ? copy.wrongCode : copy.wrongPassword);
    setBusy(true);
    setError(undefined);
    if (step.kind === 'password') {
      const path = step.purpose === 'on' ? 'enable' : step.purpose === 'off' ? 'disable' : 'generate-backup-codes';
      const result = await call<{ totpURI?: string; backupCodes?: string[] }>(path, { password: value });
      setBusy(false);
      if (!result.ok) return setError(result.status === 400 ? copy.wrongPassword : (result.message ?? copy.failed));
      if (step.purpose === 'on') return reset({ kind: 'scan', uri: result.data.totpURI!, codes: result.data.backupCodes! });
      if (step.purpose === 'codes') return reset({ kind: 'codes', codes: result.data.backupCodes! });
      return done(copy.turnedOff);
    }
    if (step.kind === 'scan') {
      const result = await call('verify-totp', { code: value.replace(/\s+/g, '') });
      setBusy(false);
      if (!result.ok) return setError(copy.wrongCode);
      toast({ title: feedback.successTitle, description: copy.turnedOn });
      return reset({ kind: 'codes', codes: step.codes });
    }
  }

  const key = step.kind === 'scan' ? new URL(step.uri).searchParams.get('secret') : null;
  return (
    <Card className="grid gap-4 p-5" id="two-factor">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{copy.title}</h2>
        {required && !enabled && <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3.5 py-2.5 text-sm font-medium">{copy.required}</p>}
        <p className="text-sm text-muted-foreground">{enabled ? copy.on : copy.off}</p>
      </div>
      {step.kind === 'idle' &&
        (enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => reset({ kind: 'password', purpose: 'codes' })}>{copy.newCodes}</Button>
            {/* Where the site requires it, it stays on. */}
            {!required && <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => reset({ kind: 'password', purpose: 'off' })}>{copy.turnOff}</Button>}
          </div>
        ) : (
          <Button type="button" className="justify-self-start" onClick={() => reset({ kind: 'password', purpose: 'on' })}>{copy.turnOn}</Button>
        ))}
      {(step.kind === 'password' || step.kind === 'scan') && (
        <form method="post" className="grid gap-4" onSubmit={(event) => void submit(event)}>
          {step.kind === 'password' ? (
            <Field id="two-factor-password" label={copy.password} hint={copy.passwordFor[step.purpose]} error={error}>
              <Input type="password" autoComplete="current-password" value={value} onChange={(event) => setValue(event.target.value)} {...fieldAria('two-factor-password', { error, hint: true })} />
            </Field>
          ) : (
            <>
              <p className="text-sm">{copy.scan}</p>
              <QrCode uri={step.uri} />
              <dl className="grid gap-2 text-sm">
                <div><dt className="text-muted-foreground">{copy.key}</dt><dd className="break-all font-mono">{key}</dd></div>
                <div><dt className="text-muted-foreground">{copy.uri}</dt><dd className="break-all font-mono text-xs">{step.uri}</dd></div>
              </dl>
              <Field id="two-factor-first-code" label={copy.code} error={error}>
                <Input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={8} className="w-40" value={value} onChange={(event) => setValue(event.target.value)} {...fieldAria('two-factor-first-code', { error })} />
              </Field>
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <SubmitButton disabled={busy}>{busy ? copy.working : step.kind === 'scan' ? copy.confirm : copy.continue}</SubmitButton>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => reset()}>{copy.cancel}</Button>
          </div>
        </form>
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => done(copy.turnedOn)} />}
    </Card>
  );
}
