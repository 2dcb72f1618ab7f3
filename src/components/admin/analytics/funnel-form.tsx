'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTypedBeforeStart } from '@/components/ui/typed-before-start';
import { Plus, X } from '@/components/ui/icons';
import { funnelCopy as copy } from '@/content/admin-analytics';
import { ApiError, sendData } from '@/lib/api-client';
import { FUNNEL_STEP_KINDS, isFunnelStepKind, MAX_FUNNEL_STEPS, type FunnelStep } from '@/lib/schemas/analytics';
import { toast } from '@/lib/toast';

const FUNNELS_URL = '/api/admin/analytics/funnels';
const blank = (): FunnelStep => ({ kind: 'page', value: '' });

/** A funnel's name and its two to eight steps; the server's field messages land on the field they name. */
export function FunnelForm() {
  const router = useRouter();
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<FunnelStep[]>([blank(), blank()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty = name !== '' || steps.some((step) => step.value !== '');
  const setStep = (index: number, change: Partial<FunnelStep>) => setSteps((current) => current.map((step, i) => (i === index ? { ...step, ...change } : step)));
  const formRef = useRef<HTMLFormElement>(null);
  // What a member typed or chose while the screen's scripts were still loading becomes the form's state.
  useTypedBeforeStart(formRef, (field) => {
    setName((current) => field('name') ?? current);
    setSteps((current) =>
      current.map((step, index) => {
        const kind = field(`steps.${index}.kind`);
        return { kind: isFunnelStepKind(kind) ? kind : step.kind, value: field(`steps.${index}.value`) ?? step.value };
      }),
    );
  });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await sendData('POST', FUNNELS_URL, { name, steps });
      setName('');
      setSteps([blank(), blank()]);
      setErrors({});
      toast({ title: copy.form.saved });
      router.refresh();
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast({ title: copy.form.failed, description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={save} noValidate aria-labelledby="funnel-form-heading" className="grid gap-4 rounded-lg border border-border bg-surface-2/40 p-4">
      <h3 id="funnel-form-heading" className="font-semibold">{copy.form.title}</h3>
      <Field id="funnel-name" label={copy.form.name} required error={errors.name}>
        <Input name="name" value={name} onChange={(event) => setName(event.target.value)} placeholder={copy.form.namePlaceholder} maxLength={80} aria-required {...fieldAria('funnel-name', { error: errors.name })} />
      </Field>
      <ol className="grid gap-3">
        {steps.map((step, index) => {
          const error = errors[`steps.${index}.value`] ?? errors[`steps.${index}`];
          return (
            // On a phone: the kind and the remove button on one line, the path or goal name under them at full width.
            <li key={index} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[8rem_1fr_auto]">
              <Select name={`steps.${index}.kind`} aria-label={copy.form.kind(index)} value={step.kind} onChange={(event) => setStep(index, { kind: event.target.value as FunnelStep['kind'] })} className="h-10">
                {FUNNEL_STEP_KINDS.map((kind) => (
                  <option key={kind} value={kind}>{copy.kinds[kind]}</option>
                ))}
              </Select>
              <div className="col-span-2 row-start-2 grid gap-1 sm:col-span-1 sm:row-start-auto">
                <Input name={`steps.${index}.value`} aria-label={copy.form.value(index)} value={step.value} onChange={(event) => setStep(index, { value: event.target.value })} placeholder={copy.form.valuePlaceholder[step.kind]} className="h-10" aria-invalid={error ? true : undefined} aria-describedby={error ? `funnel-step-${index}-error` : undefined} />
                {error && <p id={`funnel-step-${index}-error`} className="text-sm text-destructive">{error}</p>}
              </div>
              <Button variant="ghost" size="icon" className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto" aria-label={copy.form.removeStep(index)} disabled={steps.length <= 2} onClick={() => setSteps((current) => current.filter((_, i) => i !== index))}>
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      {errors.steps && <p role="alert" className="text-sm text-destructive">{errors.steps}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={steps.length >= MAX_FUNNEL_STEPS} onClick={() => setSteps((current) => [...current, blank()])}>
          <Plus aria-hidden /> {copy.form.addStep}
        </Button>
        <SubmitButton disabled={saving}>{saving ? copy.form.saving : copy.form.save}</SubmitButton>
      </div>
      <LeaveGuard dirty={dirty} />
    </form>
  );
}
