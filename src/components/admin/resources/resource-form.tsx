'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { ImagePreview } from '@/components/admin/image-preview';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea, fieldControlClasses } from '@/components/ui/input';
import { actionLabels } from '@/content/admin';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { resourceTypeLabels, resourceTypes } from '@/lib/categories';
import { todayIsoDate } from '@/lib/dates';
import { resourceCreateSchema, type Resource, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { slugify } from '@/lib/slug';
import { CategoriesField } from './categories-field';

const allFields = ['title', 'slug', 'description', 'content', 'imageUrl', 'categories', 'type', 'publishedAt'] as const;

function defaults(r: Resource | null): ResourceInput {
  return {
    title: r?.title ?? '',
    slug: r?.slug ?? '',
    description: r?.description ?? '',
    content: r?.content ?? '',
    imageUrl: r?.imageUrl ?? '',
    categories: r?.categories ?? [],
    type: r?.type ?? 'article',
    publishedAt: r?.publishedAt.slice(0, 10) ?? todayIsoDate(),
  };
}

type ResourceFormProps = { resource: Resource | null; onSubmit: (values: ResourceCreate) => Promise<void> };

/** Add and edit form. The slug follows the title until staff edit it by hand (never on edit: links would break). */
export function ResourceForm({ resource, onSubmit }: ResourceFormProps) {
  const editing = resource !== null;
  const [slugEdited, setSlugEdited] = useState(editing);
  const form = useForm<ResourceInput, unknown, ResourceCreate>({ resolver: zodResolver(resourceCreateSchema), defaultValues: defaults(resource) });
  const { register, formState, setError, setValue, control } = form;
  const [slug, imageUrl, title] = useWatch({ control, name: ['slug', 'imageUrl', 'title'] });
  const errors = formState.errors;
  const working = formState.isSubmitting;
  const id = (name: string) => `resource-${name}`;
  const aria = (name: (typeof allFields)[number], hint = false) => fieldAria(id(name), { error: errors[name]?.message, hint });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, allFields, setError);
    }
  }, showValidationToast);

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });
  const f = copy.fields;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('title')} label={f.title.label} required error={errors.title?.message}>
          <Input {...titleField} {...aria('title')} placeholder={f.title.placeholder} aria-required />
        </Field>
        <Field id={id('slug')} label={f.slug.label} hint={`${f.slug.hint}${slug || '…'}`} error={errors.slug?.message}>
          <Input {...slugField} {...aria('slug', true)} placeholder={f.slug.placeholder} autoCapitalize="none" spellCheck={false} />
        </Field>
      </div>
      <Field id={id('description')} label={f.description.label} required error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} {...aria('description')} placeholder={f.description.placeholder} aria-required />
      </Field>
      <Field id={id('content')} label={f.content.label} hint={f.content.hint} error={errors.content?.message}>
        <Textarea rows={10} {...register('content')} {...aria('content', true)} placeholder={f.content.placeholder} className="font-mono text-xs" />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_12rem]">
        <Field id={id('imageUrl')} label={f.imageUrl.label} hint={f.imageUrl.hint} error={errors.imageUrl?.message}>
          <Input type="url" inputMode="url" {...register('imageUrl')} {...aria('imageUrl', true)} placeholder={f.imageUrl.placeholder} />
        </Field>
        <ImagePreview src={imageUrl} alt={copy.imageAlt(title || f.title.label)} className="aspect-video w-full rounded-lg border border-border" />
      </div>
      <CategoriesField control={control} error={errors.categories?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('type')} label={f.type.label} required error={errors.type?.message}>
          <select {...register('type')} {...aria('type')} className={`${fieldControlClasses} h-11`} aria-required>
            {resourceTypes.map((type) => (
              <option key={type} value={type}>
                {resourceTypeLabels[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('publishedAt')} label={f.publishedAt.label} error={errors.publishedAt?.message}>
          <Input type="date" {...register('publishedAt')} {...aria('publishedAt')} />
        </Field>
      </div>
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
