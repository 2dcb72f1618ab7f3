'use client';

import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { Field as FieldSpec } from '@/kit/fields';
import { AdvisedCount } from './search-preview';

/** The field types a single text box (or a text area) edits. */
type TextLikeField = Extract<FieldSpec, { type: 'text' | 'textarea' | 'slug' | 'date' | 'address' | 'anchor' | 'email' | 'number' | 'link' }>;

type TextControlProps = {
  id: string;
  field: TextLikeField;
  /** What the box holds now: a slug's public address and an advised length's count follow it. */
  value: string;
  register: UseFormRegisterReturn<keyof FieldValues & string>;
  error?: string;
};

/** A text-like field's box, with its help, a slug's public address, and "42 / 60 characters" where a length is advised. */
export function TextControl({ id, field, value, register, error }: TextControlProps) {
  const required = 'required' in field && field.required === true;
  const Control = field.type === 'textarea' ? Textarea : Input;
  const advised = (field.type === 'text' || field.type === 'textarea') && field.advised;
  const aria = fieldAria(id, { error, hint: Boolean(field.help) || field.type === 'slug' });
  const countId = `${id}-count`;
  const hint = field.type === 'slug' ? [field.help, `${field.prefix ?? ''}${value || '…'}`].filter(Boolean).join(' ') : field.help;
  return (
    <Field id={id} label={field.label} required={required} hint={hint} error={error}>
      <Control
        {...register}
        {...aria}
        {...(advised ? { 'aria-describedby': [countId, aria['aria-describedby']].filter(Boolean).join(' ') } : {})}
        {...(field.type === 'textarea' ? { rows: field.rows ?? 4 } : field.type === 'date' ? { type: 'date' } : field.type === 'number' ? { inputMode: 'numeric' as const } : {})}
        {...(field.type === 'slug' ? { autoCapitalize: 'none', spellCheck: false } : {})}
        placeholder={field.placeholder}
        aria-required={required || undefined}
      />
      {advised && <AdvisedCount id={countId} length={value.length} max={advised.max} />}
    </Field>
  );
}
