'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoicesControl } from '@/components/admin/kind/choices-control';
import { ContentField } from '@/components/admin/editor/content-field';
import { FormDialogFooter } from '@/components/admin/form-dialog';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { ImageField } from '@/components/admin/media/image-field';
import { useImagePicker } from '@/components/admin/media/use-image-picker';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { useLocalDraft } from '@/components/admin/use-local-draft';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea, fieldControlClasses } from '@/components/ui/input';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { resources } from '@/kinds/resources/definition';
import { resourceTypeLabels, resourceTypes } from '@/lib/categories';
import { resourceCreateSchema, type Resource, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { utcToZoned } from '@/lib/site-time';
import { slugify } from '@/lib/slug';
import { DraftOffer } from './draft-offer';
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

/**
 * Add and edit form. What staff type is kept in this browser until it is saved or discarded (a long article is
 * too much to lose to a reload); a copy found on opening is offered back, never put in the form unasked.
 */
export function ResourceForm({ resource, onSubmit }: ResourceFormProps) {
  const zone = useSiteTimeZone();
  const draft = useLocalDraft<ResourceInput>('resource', resource?.id ?? null, resource?.revision ?? null);
  const [offer, setOffer] = useState(draft.found);
  const [restored, setRestored] = useState<ResourceInput | null>(null);
  const answer = (restore: boolean) => {
    if (restore && offer) setRestored({ ...defaults(resource, zone), ...offer.values });
    else draft.remove();
    setOffer(null);
    // The offer and its buttons are gone: focus goes on to the form's first field, as when it opens.
    setTimeout(() => document.getElementById('resource-title')?.focus());
  };
  return (
    <div className="grid gap-4">
      {offer && <DraftOffer savedAt={offer.savedAt} savedSince={resource && offer.revision !== resource.revision ? resource.updatedAt : null} onRestore={() => answer(true)} onDiscard={() => answer(false)} />}
      {/* Restoring remounts the fields: the rich-text editor takes its content when it starts. */}
      <ResourceFields key={restored ? 'restored' : 'stored'} resource={resource} initial={restored ?? defaults(resource, zone)} restored={restored !== null} draft={offer ? null : draft} onSubmit={onSubmit} />
    </div>
  );
}

type ResourceFieldsProps = ResourceFormProps & {
  initial: ResourceInput;
  /** The values are a restored local copy: unsaved work from the first keystroke. */
  restored: boolean;
  /** Where typing is kept; null while a found copy waits for an answer, so typing does not overwrite it. */
  draft: ReturnType<typeof useLocalDraft<ResourceInput>> | null;
};

/** The slug follows the title until staff edit it by hand (never on edit: links would break). */
function ResourceFields({ resource, initial, restored, draft, onSubmit }: ResourceFieldsProps) {
  const editing = resource !== null;
  const [slugEdited, setSlugEdited] = useState(editing || initial.slug !== slugify(initial.title ?? ''));
  const form = useForm<ResourceInput, unknown, ResourceCreate>({ resolver: zodResolver(resourceCreateSchema), defaultValues: initial });
  const { register, formState, setError, setValue, control } = form;
  const [slug, title] = useWatch({ control, name: ['slug', 'title'] });
  const values = useWatch({ control });
  const imagePicker = useImagePicker('inline');
  const errors = formState.errors;
  const working = formState.isSubmitting;
  const dirty = formState.isDirty || restored;
  const id = (name: string) => `resource-${name}`;
  const aria = (name: (typeof allFields)[number], hint = false) => fieldAria(id(name), { error: errors[name]?.message, hint });
  const removeDraft = draft?.remove;
  useDialogFormGuard(dirty, useCallback(() => removeDraft?.(), [removeDraft]));

  // Kept while it differs from what is stored; back to the stored values, there is nothing to keep.
  useEffect(() => {
    if (!draft) return;
    if (dirty) draft.keep({ ...initial, ...values } as ResourceInput);
    else draft.remove();
  }, [draft, dirty, initial, values]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      draft?.remove();
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
      <Controller
        control={control}
        name="categories"
        render={({ field }) => <ChoicesControl id="resource-categories" field={resources.fields.categories} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.categories?.message} firstRef={field.ref} />}
      />
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
      <FormDialogFooter working={working} editing={editing} />
    </form>
  );
}
