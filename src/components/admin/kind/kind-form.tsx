'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { FormDialogFooter } from '@/components/admin/form-dialog';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { ImageField } from '@/components/admin/media/image-field';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoicesControl } from './choices-control';
import { IconOptions } from './icon-options';
import type { KindCopy } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';
import { emptyValue } from '@/kit/field-values';
import type { Field as FieldSpec } from '@/kit/fields';
import { schemasOf } from '@/kit/kind-schemas';

type Values = Record<string, unknown>;
type Doc = Values & { id: string };

type KindFormProps = { kind: ClientKind; copy: KindCopy; doc: Doc | null; onSubmit: (values: Values) => Promise<void> };

/**
 * The add and edit form of a kind, made from its fields (docs/decisions/0036, section 5): one control per field
 * type, the same schema as the API's, and a failed save keeps what was typed with the server's messages on their
 * fields. The card's switch is left to the list.
 */
export function KindForm({ kind, copy, doc, onSubmit }: KindFormProps) {
  const switchField = kind.card.switch?.field;
  const entries = Object.entries(kind.fields).filter(([key]) => key !== switchField);
  const names = entries.map(([key]) => key);
  const schema = useMemo(() => schemasOf(kind.fields).create, [kind.fields]);
  const form = useForm<FieldValues, unknown, Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: Object.fromEntries(entries.map(([key, field]) => [key, (doc?.[key] as string | null | undefined) ?? emptyValue(field)])),
  });
  const { register, formState, setError, control } = form;
  const title = useWatch({ control, name: kind.card.title }) as string | undefined;
  const errors = formState.errors;
  const editing = doc !== null;
  useDialogFormGuard(formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    // An edit leaves the switch as it is: the create schema's default would turn it back on.
    const body = switchField && editing ? Object.fromEntries(Object.entries(values).filter(([key]) => key !== switchField)) : values;
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerFieldErrors(error, names, setError);
    }
  }, showValidationToast);
  const working = formState.isSubmitting;
  const idFor = (name: string) => `${kind.key}-${name}`;

  function renderControl(key: string, field: FieldSpec): ReactNode {
    const error = errors[key]?.message as string | undefined;
    const required = 'required' in field && field.required === true;
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'date':
      case 'address':
      case 'anchor':
      case 'email':
      case 'number':
      case 'link': {
        const Control = field.type === 'textarea' ? Textarea : Input;
        return (
          <Field key={key} id={idFor(key)} label={field.label} required={required} hint={field.help} error={error}>
            <Control
              {...register(key)}
              {...fieldAria(idFor(key), { error, hint: Boolean(field.help) })}
              {...(field.type === 'textarea' ? { rows: field.rows ?? 4 } : field.type === 'date' ? { type: 'date' } : field.type === 'number' ? { inputMode: 'numeric' as const } : {})}
              placeholder={field.placeholder}
              aria-required={required || undefined}
            />
          </Field>
        );
      }
      case 'icon':
        return (
          <Field key={key} id={idFor(key)} label={field.label} required hint={field.help} error={error}>
            <Select {...register(key)} {...fieldAria(idFor(key), { error, hint: Boolean(field.help) })}>
              <IconOptions />
            </Select>
          </Field>
        );
      case 'toggle': {
        // A toggle other than the card's switch (which the list turns in place): a checkbox with its line of help.
        const hintId = `${idFor(key)}-hint`;
        return (
          <div key={key} className="grid gap-1">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input id={idFor(key)} type="checkbox" className="size-4 accent-primary" {...register(key)} aria-describedby={field.help ? hintId : undefined} />
              {field.label}
            </label>
            {field.help && <p id={hintId} className="text-xs text-muted-foreground">{field.help}</p>}
          </div>
        );
      }
      case 'choice':
        return (
          <Field key={key} id={idFor(key)} label={field.label} required hint={field.help} error={error}>
            <Select {...register(key)} {...fieldAria(idFor(key), { error, hint: Boolean(field.help) })}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        );
      case 'choices':
        return (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field: value }) => <ChoicesControl id={idFor(key)} field={field} value={value.value} onChange={value.onChange} onBlur={value.onBlur} error={error} firstRef={value.ref} />}
          />
        );
      case 'image':
        return (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field: value }) => (
              <ImageField
                id={idFor(key)}
                label={field.label}
                value={(value.value as string | null) ?? ''}
                onChange={value.onChange}
                usage={field.guide}
                error={error}
                hint={field.help}
                placeholder={field.placeholder}
                previewAlt={copy.imageAlt(title || kind.fields[kind.card.title]?.label || '')}
              />
            )}
          />
        );
      // The switch is the card's; nested fields never reach a dialog (defineKind refuses them).
      default:
        return null;
    }
  }

  // Consecutive half-width fields share a row of two on a wide form.
  const rows: Array<[string, FieldSpec][]> = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (entry[1].width === 'half' && last && last[0]![1].width === 'half' && last.length < 2) last.push(entry);
    else rows.push([entry]);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {rows.map((row) =>
        row.length === 2 ? (
          <div key={row[0]![0]} className="grid gap-4 sm:grid-cols-2">
            {row.map(([key, field]) => renderControl(key, field))}
          </div>
        ) : (
          renderControl(row[0]![0], row[0]![1])
        ),
      )}
      <FormDialogFooter working={working} editing={editing} />
    </form>
  );
}
