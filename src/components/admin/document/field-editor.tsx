'use client';

import { ChoicesControl } from '@/components/admin/kind/choices-control';
import { ImageField } from '@/components/admin/media/image-field';
import { SocialImageField } from '@/components/admin/media/social-image-field';
import { Field, fieldAria } from '@/components/ui/field';
import { ChoiceOptions, IconOptions } from '@/components/admin/kind/select-options';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { Field as FieldSpec } from '@/kit/fields';
import { DateTimeControl } from './date-time-control';
import { ItemsEditor } from './items-editor';
import { RichTextControl } from './rich-text-control';

export type FieldErrors = Readonly<Record<string, string>>;

type FieldEditorProps = {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The value's place in the document (`blocks.0.sections.2.title`): the key of its error and of its control's id. */
  path: string;
  errors: FieldErrors;
  /** The heading level of the items of a list below (blocks under the page's h1 are h2, their sections h3, …). */
  level?: number;
};

/** A control's id from its place: dots are fine in ids, but not in the CSS selectors tests and scripts write. */
export const controlId = (path: string) => `field-${path.replaceAll('.', '-')}`;

/**
 * One field of a document, drawn from its definition (docs/decisions/0036, section 5), at any depth: a group is a
 * fieldset of its fields, a list and a list of blocks are items staff add, move and remove.
 */
export function FieldEditor({ field, value, onChange, path, errors, level = 2 }: FieldEditorProps) {
  const id = controlId(path);
  const error = errors[path];
  const required = 'required' in field && field.required === true;
  switch (field.type) {
    case 'text':
    case 'slug':
    case 'date':
    case 'address':
    case 'anchor':
    case 'link':
    case 'email':
    case 'textarea': {
      const Control = field.type === 'textarea' ? Textarea : Input;
      const extra = field.type === 'textarea' ? { rows: field.rows ?? 3 } : field.type === 'date' ? { type: 'date' } : field.type === 'email' ? { type: 'email', autoComplete: 'off' } : field.type === 'link' && field.external ? { type: 'url' } : {};
      return (
        <Field id={id} label={field.label} required={required} hint={field.help} error={error}>
          <Control
            {...fieldAria(id, { error, hint: Boolean(field.help) })}
            {...extra}
            value={(value as string | null | undefined) ?? ''}
            onChange={(event) => onChange(event.target.value)}
            placeholder={field.placeholder}
            aria-required={required || undefined}
          />
        </Field>
      );
    }
    case 'number':
      // Digits become the number; an empty box, none; anything else is kept as typed for the check to name.
      return (
        <Field id={id} label={field.label} required={required} hint={field.help} error={error}>
          <Input
            {...fieldAria(id, { error, hint: Boolean(field.help) })}
            inputMode="numeric"
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(event) => {
              const typed = event.target.value;
              onChange(typed.trim() === '' ? null : /^-?\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed);
            }}
            placeholder={field.placeholder}
            aria-required={required || undefined}
          />
        </Field>
      );
    case 'icon':
      return (
        <Field id={id} label={field.label} required hint={field.help} error={error}>
          <Select {...fieldAria(id, { error, hint: Boolean(field.help) })} value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.target.value)}>
            <IconOptions />
          </Select>
        </Field>
      );
    case 'choice':
      return (
        <Field id={id} label={field.label} required hint={field.help} error={error}>
          <Select {...fieldAria(id, { error, hint: Boolean(field.help) })} value={(value as string | undefined) ?? field.default} onChange={(event) => onChange(event.target.value)}>
            <ChoiceOptions options={field.options} />
          </Select>
        </Field>
      );
    case 'dateTime':
      return <DateTimeControl id={id} field={field} value={value} onChange={onChange} error={error} />;
    case 'media':
      return <SocialImageField id={id} label={field.label} hint={field.help} value={(value as string | null | undefined) ?? ''} onChange={onChange} onBlur={() => {}} error={error} />;
    case 'choices':
      return <ChoicesControl id={id} field={field} value={value} onChange={onChange} error={error} />;
    case 'toggle':
      return (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input id={id} type="checkbox" className="size-4 accent-primary" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {field.label}
        </label>
      );
    case 'richText':
      return <RichTextControl id={id} field={field} value={value} onChange={onChange} error={error} />;
    case 'image':
      return (
        <ImageField
          id={id}
          label={field.label}
          value={(value as string | null | undefined) ?? ''}
          onChange={onChange}
          usage={field.guide}
          error={error}
          hint={field.help}
          placeholder={field.placeholder}
          previewAlt={field.label}
        />
      );
    case 'group': {
      const values = (value as Record<string, unknown> | null | undefined) ?? {};
      return (
        <fieldset className="grid gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold">{field.label}</legend>
          {error && <p className="text-sm font-medium text-destructive">{error}</p>}
          <FieldsEditor fields={field.fields} values={values} onChange={onChange} path={path} errors={errors} level={level} />
        </fieldset>
      );
    }
    case 'list':
    case 'blocks':
      return <ItemsEditor field={field} value={Array.isArray(value) ? value : []} onChange={onChange} path={path} errors={errors} level={level} />;
  }
}

type FieldsEditorProps = {
  fields: Readonly<Record<string, FieldSpec>>;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  /** Where these fields sit ('' at the top of the document). */
  path: string;
  errors: FieldErrors;
  /** Fields drawn elsewhere (a block's `type`). */
  skip?: readonly string[];
  level?: number;
};

/** A set of fields side by side: consecutive half-width ones share a row on a wide screen. */
export function FieldsEditor({ fields, values, onChange, path, errors, skip = [], level = 2 }: FieldsEditorProps) {
  const entries = Object.entries(fields).filter(([key]) => !skip.includes(key));
  const rows: Array<Array<[string, FieldSpec]>> = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (entry[1].width === 'half' && last?.length === 1 && last[0]![1].width === 'half') last.push(entry);
    else rows.push([entry]);
  }
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const editor = ([key, field]: [string, FieldSpec]) => (
    <FieldEditor key={key} field={field} value={values[key]} onChange={(next) => onChange({ ...values, [key]: next })} path={at(key)} errors={errors} level={level} />
  );
  return (
    <>
      {rows.map((row) =>
        row.length === 2 ? (
          // items-start: beside a taller field (one with a hint), a field's control stays under its label.
          <div key={row[0]![0]} className="grid items-start gap-4 sm:grid-cols-2">
            {row.map(editor)}
          </div>
        ) : (
          editor(row[0]!)
        ),
      )}
    </>
  );
}
