'use client';

import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, fieldIds } from '@/components/ui/field';
import type { Field as FieldSpec } from '@/kit/fields';

type RadioChoiceProps = { id: string; field: Extract<FieldSpec, { type: 'choice' }>; register: UseFormRegisterReturn<keyof FieldValues & string>; error?: string };

/** A choice of two or three drawn as a row of radio buttons, with its line of help (a resource's Draft / Published). */
export function RadioChoice({ id, field, register, error }: RadioChoiceProps) {
  const { hint: hintId, error: errorId } = fieldIds(id);
  // The group is described as its field would be; the id itself is the first radio's, which its label names.
  const { id: _controlId, ...groupAria } = fieldAria(id, { error, hint: Boolean(field.help) });
  return (
    <fieldset className="grid gap-2" {...groupAria}>
      <legend className="mb-1.5 text-sm font-medium">{field.label}</legend>
      <div className="flex flex-wrap gap-2">
        {field.options.map((option, index) => (
          <label
            key={option.value}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" {...register} id={index === 0 ? id : undefined} value={option.value} className="size-4 accent-primary" />
            {option.label}
          </label>
        ))}
      </div>
      {field.help && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
