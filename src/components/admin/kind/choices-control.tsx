'use client';

import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldAria, fieldIds } from '@/components/ui/field';
import { Label } from '@/components/ui/input';
import type { ChoicesField } from '@/kit/fields';

type Props = {
  id: string;
  field: ChoicesField;
  value: unknown;
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** The first checkbox, for a form that moves focus to the first field with an error. */
  firstRef?: Ref<HTMLButtonElement>;
};

/**
 * A choices field (src/kit/fields.ts): its options as checkboxes in a fieldset named by the field's label, in the
 * options' order. The one control of the type, in the generated dialog, the editor page and the resource form.
 */
export function ChoicesControl({ id, field, value, onChange, onBlur, error, firstRef }: Props) {
  const ids = fieldIds(id);
  const selected = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(field.options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
  };
  // The group is described as a field would be; it takes no id (each box has its own).
  const { id: _controlId, ...groupAria } = fieldAria(id, { error, hint: Boolean(field.help) });
  return (
    <fieldset {...groupAria} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">
        {field.label}
        {field.min ? (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-4">
        {field.options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              ref={index === 0 ? firstRef : undefined}
              checked={selected.has(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={`${id}-${option.value}`} className="cursor-pointer font-normal!">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      {field.help && (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
