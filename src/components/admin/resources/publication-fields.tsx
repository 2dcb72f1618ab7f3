'use client';

import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { fieldIds } from '@/components/ui/field';
import { publicationCopy as copy } from '@/content/admin-publishing';
import { resourceStatuses, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { DateTimeInputs } from './date-time-inputs';

type PublicationFieldsProps = { control: Control<ResourceInput, unknown, ResourceCreate>; errors: FieldErrors<ResourceInput> };

/** Status (Draft / Published), the publication date and time, and an optional unpublish time, in the site's zone. */
export function PublicationFields({ control, errors }: PublicationFieldsProps) {
  const zone = useSiteTimeZone();
  const statusIds = fieldIds('resource-status');
  return (
    <div className="grid gap-4 rounded-lg border border-border p-4">
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={statusIds.hint}>
            <legend className="mb-1.5 text-sm font-medium">{copy.statusLabel}</legend>
            <div className="flex flex-wrap gap-2">
              {resourceStatuses.map((status, index) => (
                <label
                  key={status}
                  className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={status}
                    ref={index === 0 ? field.ref : undefined}
                    checked={(field.value ?? 'published') === status}
                    onChange={() => field.onChange(status)}
                    onBlur={field.onBlur}
                    className="size-4 accent-primary"
                  />
                  {copy.statuses[status]}
                </label>
              ))}
            </div>
            <p id={statusIds.hint} className="text-xs text-muted-foreground">
              {copy.statusHint}
            </p>
          </fieldset>
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <DateTimeInputs
              id="resource-publishedAt"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              dateLabel={copy.publishedDate}
              timeLabel={copy.publishedTime(zone)}
              hint={copy.publishedHint(zone)}
              error={errors.publishedAt?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="unpublishAt"
          render={({ field }) => (
            <DateTimeInputs
              id="resource-unpublishAt"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              dateLabel={copy.unpublishDate}
              timeLabel={copy.unpublishTime(zone)}
              hint={copy.unpublishHint}
              error={errors.unpublishAt?.message}
              clearLabel={copy.clearUnpublish}
            />
          )}
        />
      </div>
    </div>
  );
}
