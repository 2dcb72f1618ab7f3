'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus as PlusNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { SubmitButton } from '@/components/ui/submit-button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { redirectsCopy as copy } from '@/content/admin-publishing';
import { redirectCreateSchema, type RedirectCreate } from '@/lib/schemas/redirect';
import type { z } from '@/lib/schemas/zod';

const Plus = icon(PlusNode);

type RedirectInput = z.input<typeof redirectCreateSchema>;
const fields = ['fromPath', 'toPath'] as const;

/** Old address → new address; the API's field errors (a live page, a loop) land on the field they name. */
export function RedirectForm({ onSubmit }: { onSubmit: (values: RedirectCreate) => Promise<unknown> }) {
  const form = useForm<RedirectInput, unknown, RedirectCreate>({ resolver: zodResolver(redirectCreateSchema), defaultValues: { fromPath: '', toPath: '' } });
  const { register, formState, setError, reset } = form;
  const errors = formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      applyServerFieldErrors(error, fields, setError);
    }
  }, showValidationToast);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="redirect-form-heading" className="grid gap-4 rounded-xl border border-border bg-surface p-5">
      <h2 id="redirect-form-heading" className="font-semibold">
        {copy.addTitle}
      </h2>
      <div className="grid items-start gap-4 md:grid-cols-[1fr_1fr_auto]">
        <Field id="redirect-fromPath" label={copy.fromLabel} required error={errors.fromPath?.message}>
          <Input {...register('fromPath')} {...fieldAria('redirect-fromPath', { error: errors.fromPath?.message })} placeholder={copy.fromPlaceholder} autoCapitalize="none" spellCheck={false} aria-required />
        </Field>
        <Field id="redirect-toPath" label={copy.toLabel} required error={errors.toPath?.message}>
          <Input {...register('toPath')} {...fieldAria('redirect-toPath', { error: errors.toPath?.message })} placeholder={copy.toPlaceholder} autoCapitalize="none" spellCheck={false} aria-required />
        </Field>
        <SubmitButton disabled={formState.isSubmitting} className="md:mt-7">
          <Plus aria-hidden />
          {formState.isSubmitting ? copy.adding : copy.add}
        </SubmitButton>
      </div>
      <LeaveGuard dirty={formState.isDirty} />
    </form>
  );
}
