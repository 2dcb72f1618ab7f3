'use client';

import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DateTimeControl } from '@/components/admin/document/date-time-control';
import { RichTextControl } from '@/components/admin/document/rich-text-control';
import { ImageField } from '@/components/admin/media/image-field';
import { SocialImageField } from '@/components/admin/media/social-image-field';
import { Field, fieldAria } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { KindCopy } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';
import type { Field as FieldSpec, SlugField } from '@/kit/fields';
import { IMAGE_GUIDES } from '@/lib/media';
import { slugify } from '@/lib/slug';
import { ChoicesControl } from './choices-control';
import { ChoiceOptions, IconOptions } from './select-options';
import { RadioChoice } from './radio-choice';
import { TextControl } from './text-control';

type Values = Record<string, unknown>;

/** The slugs of a form that follow their source field while the document is new, until staff type into one. */
export type SlugFollowing = { following: Array<[string, SlugField]>; edited: boolean; markEdited: () => void };

type FieldControlProps = {
  /** The field's name in the kind's definition (`key` is React's). */
  name: string;
  field: FieldSpec;
  kind: ClientKind;
  copy: KindCopy;
  form: UseFormReturn<FieldValues, unknown, Values>;
  values: Values;
  slug: SlugFollowing;
};

/** One field of a generated form: the control its type is edited with (docs/decisions/0036, section 5). */
export function FieldControl({ name: key, field, kind, copy, form, values, slug }: FieldControlProps) {
  const id = `${kind.key}-${key}`;
  const error = form.formState.errors[key]?.message as string | undefined;
  const textOf = (name: string | undefined) => (name && typeof values[name] === 'string' ? (values[name] as string) : '');
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'slug':
    case 'date':
    case 'address':
    case 'anchor':
    case 'email':
    case 'number':
    case 'link': {
      // The slug follows its source while the document is new, until staff type into the slug itself.
      const follows = slug.following.find(([, source]) => source.from === key);
      const registered = form.register(key, {
        onChange: (event: { target: { value: string } }) => {
          if (field.type === 'slug') slug.markEdited();
          else if (follows && !slug.edited) form.setValue(follows[0], slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
        },
      });
      return <TextControl id={id} field={field} value={textOf(key)} register={registered} error={error} />;
    }
    case 'icon':
      return (
        <Field id={id} label={field.label} required hint={field.help} error={error}>
          <Select {...form.register(key)} {...fieldAria(id, { error, hint: Boolean(field.help) })}>
            <IconOptions />
          </Select>
        </Field>
      );
    case 'toggle': {
      // A toggle other than the card's switch (which the list turns in place): a checkbox with its line of help.
      const hintId = `${id}-hint`;
      return (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input id={id} type="checkbox" className="size-4 accent-primary" {...form.register(key)} aria-describedby={field.help ? hintId : undefined} />
            {field.label}
          </label>
          {field.help && (
            <p id={hintId} className="text-xs text-muted-foreground">
              {field.help}
            </p>
          )}
        </div>
      );
    }
    case 'choice':
      if (field.control === 'radio') return <RadioChoice id={id} field={field} register={form.register(key)} error={error} />;
      return (
        <Field id={id} label={field.label} required hint={field.help} error={error}>
          <Select {...form.register(key)} {...fieldAria(id, { error, hint: Boolean(field.help) })}>
            <ChoiceOptions options={field.options} />
          </Select>
        </Field>
      );
    case 'choices':
      return (
        <Controller
         
          control={form.control}
          name={key}
          render={({ field: value }) => <ChoicesControl id={id} field={field} value={value.value} onChange={value.onChange} onBlur={value.onBlur} error={error} firstRef={value.ref} />}
        />
      );
    case 'image': {
      const guide = field.guide === 'inline' ? null : IMAGE_GUIDES[field.guide];
      const wide = guide !== null && guide.ratio[0] > guide.ratio[1];
      return (
        <Controller
         
          control={form.control}
          name={key}
          render={({ field: value }) => (
            <ImageField
              id={id}
              label={field.label}
              value={(value.value as string | null) ?? ''}
              onChange={value.onChange}
              usage={field.guide}
              error={error}
              hint={field.help}
              placeholder={field.placeholder}
              previewAlt={copy.imageAlt(textOf(kind.card.title) || kind.fields[kind.card.title]?.label || '')}
              previewClassName={wide ? 'aspect-video h-auto w-48' : undefined}
            />
          )}
        />
      );
    }
    case 'richText':
      return <Controller control={form.control} name={key} render={({ field: value }) => <RichTextControl id={id} field={field} value={value.value} onChange={value.onChange} error={error} />} />;
    case 'dateTime':
      return (
        <Controller
         
          control={form.control}
          name={key}
          render={({ field: value }) => <DateTimeControl id={id} field={field} value={value.value} onChange={value.onChange} onBlur={value.onBlur} inputRef={value.ref} error={error} />}
        />
      );
    case 'media':
      return (
        <Controller
         
          control={form.control}
          name={key}
          render={({ field: value }) => <SocialImageField id={id} label={field.label} hint={field.help} value={(value.value as string | null) ?? ''} onChange={value.onChange} onBlur={value.onBlur} error={error} />}
        />
      );
    // Nested fields never reach a dialog (defineKind refuses them).
    default:
      return null;
  }
}
