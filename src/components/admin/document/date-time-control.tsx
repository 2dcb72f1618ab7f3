'use client';

import { DateTimeInputs } from '@/components/admin/date-time-inputs';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { dateTimeCopy as copy } from '@/content/admin-publishing';
import type { DateTimeField } from '@/kit/fields';

type DateTimeControlProps = {
  id: string;
  field: Pick<DateTimeField, 'label' | 'help' | 'timeLabel' | 'required'>;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  error?: string;
};

/** A dateTime field: a date and an optional time in the site's zone, as the API takes them (kit/fields.ts). */
export function DateTimeControl({ id, field, value, onChange, onBlur, inputRef, error }: DateTimeControlProps) {
  const zone = useSiteTimeZone();
  return (
    <DateTimeInputs
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur ?? (() => {})}
      inputRef={inputRef}
      dateLabel={field.label}
      timeLabel={field.timeLabel ? `${field.timeLabel} (${zone})` : copy.time(zone)}
      hint={field.help}
      error={error}
      clearLabel={field.required ? undefined : copy.clear(field.label)}
    />
  );
}
