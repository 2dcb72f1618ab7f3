'use client';

import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldIds } from '@/components/ui/field';
import { Label } from '@/components/ui/input';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { categoryIds, categoryLabels, type CategoryId } from '@/lib/categories';
import type { ResourceCreate, ResourceInput } from '@/lib/schemas/resource';

const ID = 'resource-categories';

/** The seven categories as checkboxes in a fieldset; at least one is required. */
export function CategoriesField({ control, error }: { control: Control<ResourceInput, unknown, ResourceCreate>; error?: string }) {
  const ids = fieldIds(ID);
  return (
    <Controller
      control={control}
      name="categories"
      render={({ field }) => {
        const selected = new Set<CategoryId>(field.value ?? []);
        const toggle = (id: CategoryId, checked: boolean) => {
          const next = new Set(selected);
          if (checked) next.add(id);
          else next.delete(id);
          field.onChange(categoryIds.filter((candidate) => next.has(candidate)));
        };
        return (
          <fieldset aria-describedby={error ? ids.error : undefined} aria-invalid={error ? true : undefined} className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">
              {copy.fields.categories.label}
              <span aria-hidden className="ml-0.5 text-destructive">*</span>
            </legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-4">
              {categoryIds.map((id, index) => (
                <div key={id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${ID}-${id}`}
                    ref={index === 0 ? field.ref : undefined}
                    checked={selected.has(id)}
                    onCheckedChange={(checked) => toggle(id, checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                  />
                  <Label htmlFor={`${ID}-${id}`} className="cursor-pointer font-normal!">
                    {categoryLabels[id]}
                  </Label>
                </div>
              ))}
            </div>
            {error && (
              <p id={ids.error} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
