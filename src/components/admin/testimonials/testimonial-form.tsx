'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { ImageField } from '@/components/admin/media/image-field';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { actionLabels } from '@/content/admin';
import { testimonialsCopy as copy } from '@/content/admin-managers';
import { testimonialCreateSchema, type Testimonial, type TestimonialCreate, type TestimonialInput } from '@/lib/schemas/testimonial';

const textFields = ['name', 'position', 'company'] as const;
const optionalFields = ['metric', 'metricTitle'] as const;
const allFields = [...textFields, 'testimonial', ...optionalFields, 'imageUrl'] as const;

function defaults(t: Testimonial | null): TestimonialInput {
  return {
    name: t?.name ?? '',
    position: t?.position ?? '',
    company: t?.company ?? '',
    testimonial: t?.testimonial ?? '',
    metric: t?.metric ?? '',
    metricTitle: t?.metricTitle ?? '',
    imageUrl: t?.imageUrl ?? '',
  };
}

type TestimonialFormProps = { testimonial: Testimonial | null; onSubmit: (values: TestimonialCreate) => Promise<void> };

/** Add and edit form; a failed save keeps what was typed and shows server field errors on their fields. */
export function TestimonialForm({ testimonial, onSubmit }: TestimonialFormProps) {
  const form = useForm<TestimonialInput, unknown, TestimonialCreate>({ resolver: zodResolver(testimonialCreateSchema), defaultValues: defaults(testimonial) });
  const { register, formState, setError, control } = form;
  const name = useWatch({ control, name: 'name' });
  const errors = formState.errors;
  const editing = testimonial !== null;
  useDialogFormGuard(formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(editing ? { ...values, isActive: testimonial.isActive } : values);
    } catch (error) {
      applyServerFieldErrors(error, allFields, setError);
    }
  }, showValidationToast);
  const working = formState.isSubmitting;
  const idFor = (name: string) => `testimonial-${name}`;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((name) => (
          <Field key={name} id={idFor(name)} label={copy.fields[name].label} required error={errors[name]?.message} className={name === 'name' ? 'sm:col-span-2' : undefined}>
            <Input {...register(name)} {...fieldAria(idFor(name), { error: errors[name]?.message })} placeholder={copy.fields[name].placeholder} aria-required />
          </Field>
        ))}
      </div>
      <Field id={idFor('testimonial')} label={copy.fields.testimonial.label} required error={errors.testimonial?.message}>
        <Textarea rows={4} {...register('testimonial')} {...fieldAria(idFor('testimonial'), { error: errors.testimonial?.message })} placeholder={copy.fields.testimonial.placeholder} aria-required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {optionalFields.map((name) => (
          <Field key={name} id={idFor(name)} label={copy.fields[name].label} error={errors[name]?.message}>
            <Input {...register(name)} {...fieldAria(idFor(name), { error: errors[name]?.message })} placeholder={copy.fields[name].placeholder} />
          </Field>
        ))}
      </div>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            id={idFor('imageUrl')}
            label={copy.fields.imageUrl.label}
            value={field.value ?? ''}
            onChange={field.onChange}
            usage="testimonial"
            error={errors.imageUrl?.message}
            hint={copy.fields.imageUrl.hint}
            placeholder={copy.fields.imageUrl.placeholder}
            previewAlt={copy.photoAlt(name || copy.fields.name.label)}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={working}>
            {actionLabels.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={working}>
          {working ? (editing ? actionLabels.updating : actionLabels.saving) : editing ? actionLabels.update : actionLabels.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
