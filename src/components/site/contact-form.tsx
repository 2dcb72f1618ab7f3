'use client';

import { useActionState, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useForm, type Resolver } from 'react-hook-form';
import { CircleCheck, Send } from 'lucide-react';
import { sendContactRequest } from '@/app/(site)/contact/actions';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { contactForm as copy } from '@/content/contact';
import { emptyContactValues, initialContactState, type ContactFields } from '@/lib/contact-form-state';
import type { ContactInput } from '@/lib/schemas/contact';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

const fields: { name: ContactFields; type?: string; autoComplete: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', autoComplete: 'organization' },
];

// Zod's core (~38 KiB gzip) cannot be tree-shaken, so the schema loads when the visitor first focuses the form,
// not with the page. If that chunk cannot load, the server action still validates and answers field by field.
let resolverChunk: Promise<Resolver<ContactInput> | null> | undefined;
const loadResolver = () =>
  (resolverChunk ??= import('./contact-form-resolver').then((module) => module.contactResolver).catch(() => ((resolverChunk = undefined), null)));
const lazyResolver: Resolver<ContactInput> = async (values, context, options) => {
  const resolver = await loadResolver();
  return resolver ? resolver(values, context, options) : { values, errors: {} };
};

/** The contact form: validated in the browser with the server's schema, sent through a server action. */
export function ContactForm({ idPrefix = 'contact', headingId }: { idPrefix?: string; headingId: string }) {
  // The hook's state only matters without JavaScript: the server renders the answer to a plain POST.
  const [state, formAction] = useActionState(sendContactRequest, initialContactState);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ContactInput>({ resolver: lazyResolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { ...state.values, website: '' } });
  const { errors } = form.formState;

  const send = async () => {
    setPending(true);
    try {
      const result = await sendContactRequest(initialContactState, new FormData(formRef.current ?? undefined));
      if (result.status === 'success') {
        toast({ title: copy.success.title, description: copy.success.description });
        form.reset({ ...emptyContactValues, website: '' });
        return;
      }
      toast({ title: copy.failure.title, description: result.message ?? copy.failure.description, variant: 'destructive' });
      for (const [name, message] of Object.entries(result.fields ?? {})) form.setError(name as ContactFields, { message }, { shouldFocus: true });
    } catch {
      // Network or server failure: keep what the visitor typed so they can send it again.
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.handleSubmit(send)(event);
  };
  const errorFor = (name: ContactFields) => errors[name]?.message ?? (hydrated ? undefined : state.fields?.[name]);
  const id = (name: string) => `${idPrefix}-${name}`;
  // Without JavaScript the server re-renders the form: focus its first invalid field, as the script would.
  const firstServerError = hydrated ? undefined : (['name', 'email', 'company', 'message'] as const).find((name) => state.fields?.[name]);

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={() => void loadResolver()} noValidate className="grid gap-5" aria-labelledby={headingId}>
      {!hydrated && state.status === 'success' && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span><strong className="block font-semibold">{copy.success.title}</strong>{copy.success.description}</span>
        </p>
      )}
      {!hydrated && state.status === 'error' && state.message && (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">{state.message}</p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map(({ name, type, autoComplete }) => (
          <Field key={name} id={id(name)} label={copy.fields[name].label} required error={errorFor(name)} className={name === 'company' ? 'sm:col-span-2' : undefined}>
            <Input {...form.register(name)} {...fieldAria(id(name), { error: errorFor(name) })} type={type ?? 'text'} autoComplete={autoComplete} placeholder={copy.fields[name].placeholder} defaultValue={state.values[name]} autoFocus={firstServerError === name} />
          </Field>
        ))}
      </div>
      <Field id={id('message')} label={copy.fields.message.label} required error={errorFor('message')}>
        <Textarea {...form.register('message')} {...fieldAria(id('message'), { error: errorFor('message') })} rows={4} placeholder={copy.fields.message.placeholder} defaultValue={state.values.message} autoFocus={firstServerError === 'message'} />
      </Field>
      {/* Honeypot: off-screen, skipped by keyboard and screen readers; bots fill it and are quietly dropped. */}
      <div aria-hidden className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={id('website')}>{copy.honeypot}</label>
        <input {...form.register('website')} id={id('website')} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {copy.privacy.text}{' '}
          <Link href={copy.privacy.href} className="underline underline-offset-2 hover:text-foreground">{copy.privacy.link}</Link>.
        </p>
        <Button type="submit" size="lg" disabled={pending} className="shrink-0">
          <Send aria-hidden /> {pending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
