'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { CircleCheck as CircleCheckNode, Send as SendNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { sendContactRequest } from '@/app/(site)/contact/actions';
import { Field, fieldAria } from '@/components/ui/field';
import { fieldControlClasses, Input, Textarea } from '@/components/ui/input';
import { buttonStyle } from '@/components/ui/styles';
import { contactForm as copy } from '@/content/contact';
import { currentAttribution } from '@/lib/attribution-client';
import { INDUSTRY_CHOICES, SERVICE_CHOICES } from '@/lib/leads';
import { initialContactState, type ContactErrorFields, type ContactFields } from '@/lib/contact-form-state';
import { toast } from '@/lib/toast';
import { useFormCheck, type FormErrors } from '@/lib/use-form-check';

const CircleCheck = icon(CircleCheckNode);
const Send = icon(SendNode);

const fields: { name: ContactFields; type?: string; autoComplete: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', autoComplete: 'organization' },
];

// Zod's core (~38 KiB gzip) cannot be tree-shaken, so the schema loads when the visitor first focuses the form,
// not with the page. If that chunk cannot load, the server action still validates and answers field by field.
type Check = (form: HTMLFormElement) => FormErrors<ContactErrorFields>;
let checkChunk: Promise<Check | null> | undefined;
const loadCheck = () =>
  (checkChunk ??= import('./contact-form-check').then((module) => module.contactFieldErrors).catch(() => ((checkChunk = undefined), null)));
const checkContactForm = async (form: HTMLFormElement) => (await loadCheck())?.(form) ?? {};

/**
 * The contact form: validated in the browser with the server's schema, sent through a server action.
 * `permalink` is where the form lives (a path, optionally with the form's #anchor): without JavaScript the form
 * posts there and the browser shows the answer there. React otherwise writes `action=""`, which is not valid HTML.
 */
export function ContactForm({ idPrefix = 'contact', headingId, permalink }: { idPrefix?: string; headingId: string; permalink: string }) {
  // The hook's state only matters without JavaScript: the server renders the answer to a plain POST.
  const [state, formAction] = useActionState(sendContactRequest, initialContactState, permalink);
  const [pending, setPending] = useState(false);
  // Only a page answering a plain POST (sent before the script ran, or without one) has the server's answer: it stays
  // shown, the script running or not, until the visitor sends again (the script's own answers are toasts). It was
  // hidden once the page hydrated: a visitor who pressed Send just before that saw the confirmation vanish.
  const [answerShown, setAnswerShown] = useState(true);
  const answer = answerShown ? state : initialContactState;
  const { formRef, errors, showErrors, onChange, handleSubmit, clear } = useFormCheck(checkContactForm);

  // When the form appeared: a bot sends within a second, a person takes far longer (scored, never refused).
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const send = async () => {
    setAnswerShown(false);
    setPending(true);
    try {
      const data = new FormData(formRef.current ?? undefined);
      // Beside the answers, never mixed with them: where the visit came from, and how long the form took.
      const attribution = currentAttribution();
      if (attribution) data.set('attribution', JSON.stringify(attribution));
      if (shownAt.current) data.set('fillMs', String(Date.now() - shownAt.current));
      const result = await sendContactRequest(initialContactState, data);
      if (result.status === 'success') {
        toast({ title: copy.success.title, description: copy.success.description });
        clear();
        return;
      }
      toast({ title: copy.failure.title, description: result.message ?? copy.failure.description, variant: 'destructive' });
      if (result.fields) showErrors(result.fields);
    } catch {
      // Network or server failure: keep what the visitor typed so they can send it again.
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const errorFor = (name: ContactErrorFields) => errors[name] ?? answer.fields?.[name];
  const id = (name: string) => `${idPrefix}-${name}`;
  // Without JavaScript the server re-renders the form: focus its first invalid field, as the script would.
  const firstServerError = (['name', 'email', 'company', 'message'] as const).find((name) => answer.fields?.[name]);

  return (
    <form ref={formRef} action={formAction} onSubmit={(event) => void handleSubmit(send)(event)} onChange={onChange} onFocus={() => void loadCheck()} noValidate className="grid gap-5" aria-labelledby={headingId}>
      {answer.status === 'success' && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span><strong className="block font-semibold">{copy.success.title}</strong>{copy.success.description}</span>
        </p>
      )}
      {answer.status === 'error' && answer.message && (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">{answer.message}</p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map(({ name, type, autoComplete }) => (
          <Field key={name} id={id(name)} label={copy.fields[name].label} required error={errorFor(name)} className={name === 'company' ? 'sm:col-span-2' : undefined}>
            <Input name={name} {...fieldAria(id(name), { error: errorFor(name) })} type={type ?? 'text'} autoComplete={autoComplete} placeholder={copy.fields[name].placeholder} defaultValue={state.values[name]} autoFocus={firstServerError === name} />
          </Field>
        ))}
      </div>
      <Field id={id('message')} label={copy.fields.message.label} required error={errorFor('message')}>
        <Textarea name="message" {...fieldAria(id('message'), { error: errorFor('message') })} rows={4} placeholder={copy.fields.message.placeholder} defaultValue={state.values.message} autoFocus={firstServerError === 'message'} />
      </Field>
      <fieldset className="grid gap-5 rounded-lg border border-border p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-muted-foreground">{copy.optional.legend}</legend>
        <Field id={id('phone')} label={copy.optional.phone.label} error={errorFor('phone')}>
          <Input name="phone" {...fieldAria(id('phone'), { error: errorFor('phone') })} type="tel" autoComplete="tel" placeholder={copy.optional.phone.placeholder} />
        </Field>
        <Field id={id('service')} label={copy.optional.service.label} error={errorFor('service')}>
          <select name="service" {...fieldAria(id('service'), { error: errorFor('service') })} className={`${fieldControlClasses} h-11`} defaultValue="">
            <option value="">{copy.optional.service.none}</option>
            {SERVICE_CHOICES.map((choice) => <option key={choice.id} value={choice.id}>{choice.title}</option>)}
          </select>
        </Field>
        <Field id={id('industry')} label={copy.optional.industry.label} error={errorFor('industry')}>
          <select name="industry" {...fieldAria(id('industry'), { error: errorFor('industry') })} className={`${fieldControlClasses} h-11`} defaultValue="">
            <option value="">{copy.optional.industry.none}</option>
            {INDUSTRY_CHOICES.map((choice) => <option key={choice.id} value={choice.id}>{choice.title}</option>)}
          </select>
        </Field>
      </fieldset>
      <div className="flex items-start gap-3">
        <input name="marketingConsent" id={id('marketingConsent')} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" />
        <label htmlFor={id('marketingConsent')} className="text-sm text-muted-foreground">{copy.consent}</label>
      </div>
      {/* Where the visit came from, filled in as the form is sent (src/lib/early-controls.mjs): a plain POST, made
          before the app has started or without it, carries it too. */}
      <input type="hidden" name="attribution" defaultValue="" />
      {/* Honeypot: off-screen, skipped by keyboard and screen readers; bots fill it and their request is kept as spam. */}
      <div aria-hidden className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={id('website')}>{copy.honeypot}</label>
        <input name="website" id={id('website')} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {copy.privacy.text}{' '}
          <SiteLink href={copy.privacy.href} className="underline underline-offset-2 hover:text-foreground">{copy.privacy.link}</SiteLink>.
        </p>
        <button type="submit" disabled={pending} className={`${buttonStyle({ size: 'lg' })} shrink-0`}>
          <Send aria-hidden /> {pending ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}
