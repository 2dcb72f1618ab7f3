'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ContentField } from '@/components/admin/editor/content-field';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { ImageField } from '@/components/admin/media/image-field';
import { useImagePicker } from '@/components/admin/media/use-image-picker';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea, fieldControlClasses } from '@/components/ui/input';
import { actionLabels } from '@/content/admin';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { resourceTypeLabels, resourceTypes } from '@/lib/categories';
import { resourceCreateSchema, type Resource, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { utcToZoned } from '@/lib/site-time';
import { slugify } from '@/lib/slug';
import { CategoriesField } from './categories-field';
import { PublicationFields } from './publication-fields';
import { SeoFields } from './seo-fields';

const allFields = ['title', 'slug', 'description', 'content', 'imageUrl', 'categories', 'type', 'status', 'publishedAt', 'unpublishAt', 'seoTitle', 'seoDescription', 'socialImageId', 'noindex'] as const;

/** An instant as the wall-clock `YYYY-MM-DDTHH:mm` of the site's zone, which the API reads back the same way. */
function wallClock(iso: string, zone: string): string {
  const { date, time } = utcToZoned(iso, zone);
  return `${date}T${time}`;
}

function defaults(r: Resource | null, zone: string): ResourceInput {
  return {
    title: r?.title ?? '',
    slug: r?.slug ?? '',
    description: r?.description ?? '',
    content: r?.content ?? '',
    imageUrl: r?.imageUrl ?? '',
    categories: r?.categories ?? [],
    type: r?.type ?? 'article',
    status: r?.status ?? 'published',
    publishedAt: wallClock(r?.publishedAt ?? new Date().toISOString(), zone),
    unpublishAt: r?.unpublishAt ? wallClock(r.unpublishAt, zone) : '',
    seoTitle: r?.seoTitle ?? '',
    seoDescription: r?.seoDescription ?? '',
    socialImageId: r?.socialImageId ?? '',
    noindex: r?.noindex ?? false,
  };
}

type ResourceFormProps = { resource: Resource | null; onSubmit: (values: ResourceCreate) => Promise<void> };

/** Add and edit form. The slug follows the title until staff edit it by hand (never on edit: links would break). */
export function ResourceForm({ resource, onSubmit }: ResourceFormProps) {
  const editing = resource !== null;
  const [slugEdited, setSlugEdited] = useState(editing);
  const zone = useSiteTimeZone();
  const form = useForm<ResourceInput, unknown, ResourceCreate>({ resolver: zodResolver(resourceCreateSchema), defaultValues: defaults(resource, zone) });
  const { register, formState, setError, setValue, control } = form;
  const [slug, title] = useWatch({ control, name: ['slug', 'title'] });
  const imagePicker = useImagePicker('inline');
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
        <Controller control={control} name="content" render={({ field }) => <ContentField {...aria('content', true)} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} label={f.content.label} onPickImage={imagePicker.pick} />} />
      </Field>
      {imagePicker.dialog}
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            id={id('imageUrl')}
            label={f.imageUrl.label}
            value={field.value ?? ''}
            onChange={field.onChange}
            usage="resource"
            error={errors.imageUrl?.message}
            hint={f.imageUrl.hint}
            placeholder={f.imageUrl.placeholder}
            previewAlt={copy.imageAlt(title || f.title.label)}
            previewClassName="aspect-video h-auto w-48"
          />
        )}
      />
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
      </div>
      <PublicationFields control={control} errors={errors} />
      <SeoFields control={control} register={register} errors={errors} />
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
