'use client';

import { useEffect, useRef, useState } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { buttonStyle } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { SiteLink } from '@/components/ui/site-link';
import { applicationForm as copy } from '@/content/careers';
import { currentAttribution } from '@/lib/attribution-client';
import { APPLICATION_PATH, MAX_CV_BYTES } from '@/lib/body-limits.mjs';
import { applicationMessages } from '@/lib/schemas/application-messages';

type FieldName = 'name' | 'email' | 'phone' | 'linkedin' | 'motivation' | 'cv' | 'consent' | 'opening';
type Errors = Partial<Record<FieldName, string>>;
type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'sent' } | { kind: 'failed'; message: string };

// The server's phone rule (src/lib/schemas/application.ts), as the browser's pattern attribute reads it.
const PHONE_PATTERN = '[+(]?[0-9][0-9 ().\\-]{4,30}';
const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sends the form with its CV, reporting the upload's progress (fetch cannot), and reads the API's answer. */
function send(form: FormData, onProgress: (percent: number) => void): Promise<{ status: number; body: { error?: { message?: string; fields?: Errors } } | null }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', APPLICATION_PATH);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100)));
    request.addEventListener('load', () => {
      let body = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(new Error('network')));
    request.send(form);
  });
}

/**
 * The application form of an opening's page. A plain multipart POST first (it works before this script runs, and
 * without it: the server answers with the page at #applied or #apply-failed); with the script, the CV goes up with a
 * progress bar and each refused field says why, keeping everything typed.
 */
export function ApplicationForm({ opening, title, retentionMonths }: { opening: string; title: string; retentionMonths: number }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [errors, setErrors] = useState<Errors>({});
  const shownAt = useRef(0);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  useEffect(() => {
    if (phase.kind === 'sent') doneRef.current?.focus();
  }, [phase.kind]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A CV over the limit is said at once, not after uploading 5 MB for the server to refuse (it refuses it too).
    const cv = form.elements.namedItem('cv');
    if (cv instanceof HTMLInputElement && (cv.files?.[0]?.size ?? 0) > MAX_CV_BYTES) {
      setErrors({ cv: applicationMessages.cvSize });
      setPhase({ kind: 'failed', message: applicationMessages.cvSize });
      return cv.focus();
    }
    const data = new FormData(form);
    const attribution = currentAttribution();
    if (attribution) data.set('attribution', JSON.stringify(attribution));
    if (shownAt.current) data.set('fillMs', String(Date.now() - shownAt.current));
    setErrors({});
    setPhase({ kind: 'sending', percent: 0 });
    try {
      const answer = await send(data, (percent) => setPhase({ kind: 'sending', percent }));
      if (answer.status === 201) return setPhase({ kind: 'sent' });
      const fields = answer.body?.error?.fields ?? {};
      setErrors(fields);
      setPhase({ kind: 'failed', message: answer.body?.error?.message ?? copy.failed.body });
      const first = Object.keys(fields)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } catch {
      setPhase({ kind: 'failed', message: copy.network });
    }
  }

  if (phase.kind === 'sent') {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="rounded-xl border border-accent/40 bg-accent/10 p-6 outline-none">
        <h3 className="text-lg font-semibold">{copy.sent.heading}</h3>
        <p className="mt-2 text-muted-foreground">{copy.sent.body}</p>
      </div>
    );
  }

  const sending = phase.kind === 'sending';
  const control = (name: FieldName, hint = false) => ({ ...fieldAria(`apply-${name}`, { error: errors[name], hint }), name });
  return (
    <form action={APPLICATION_PATH} method="post" encType="multipart/form-data" onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label={copy.heading(title)}>
      <input type="hidden" name="opening" value={opening} />
      <input type="hidden" name="attribution" defaultValue="" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="apply-name" label={copy.name} required error={errors.name}>
          <Input {...control('name')} type="text" autoComplete="name" required minLength={2} maxLength={120} />
        </Field>
        <Field id="apply-email" label={copy.email} required error={errors.email}>
          <Input {...control('email')} type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field id="apply-phone" label={copy.phone} error={errors.phone}>
          <Input {...control('phone')} type="tel" autoComplete="tel" maxLength={32} pattern={PHONE_PATTERN} />
        </Field>
        <Field id="apply-linkedin" label={copy.linkedin} error={errors.linkedin}>
          <Input {...control('linkedin')} type="url" inputMode="url" placeholder={copy.linkedinPlaceholder} maxLength={300} />
        </Field>
      </div>
      <Field id="apply-motivation" label={copy.motivation} required hint={copy.motivationHint} error={errors.motivation}>
        <Textarea {...control('motivation', true)} rows={5} required minLength={20} maxLength={5000} />
      </Field>
      <Field id="apply-cv" label={copy.cv} required hint={copy.cvHint} error={errors.cv}>
        <Input {...control('cv', true)} type="file" accept={CV_ACCEPT} required className="file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-1.5 file:text-sm file:font-medium" />
      </Field>
      {/* People never see it; a filled one marks the application as spam. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {copy.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-1.5">
        <label className="flex items-start gap-3 text-sm leading-relaxed">
          <input type="checkbox" name="consent" required aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? 'apply-consent-error' : undefined} className="mt-1 size-4 shrink-0 accent-primary" />
          <span>
            {copy.consent(retentionMonths)}{' '}
            <SiteLink href="/privacy-policy" className="font-medium text-primary underline underline-offset-4">
              {copy.privacy}
            </SiteLink>
          </span>
        </label>
        {errors.consent && (
          <p id="apply-consent-error" className="text-sm font-medium text-destructive">
            {errors.consent}
          </p>
        )}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium">
          {errors.opening ?? phase.message}
        </p>
      )}
      <div className="grid gap-3">
        <button type="submit" disabled={sending} className={cn(buttonStyle({ size: 'lg' }), 'w-full sm:w-fit')}>
          {sending ? copy.sending : copy.submit}
        </button>
        {sending && (
          <div role="status" className="grid gap-1.5 text-sm text-muted-foreground">
            <span>{copy.uploading(phase.percent)}</span>
            <progress max={100} value={phase.percent} aria-label={copy.uploading(phase.percent)} className="h-2 w-full overflow-hidden rounded-full accent-primary" />
          </div>
        )}
      </div>
    </form>
  );
}
