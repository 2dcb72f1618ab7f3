'use client';

import { DateTimeInputs } from '@/components/admin/resources/date-time-inputs';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { dateTimeCopy as copy } from '@/content/admin-publishing';

/** A dateTime field: a date and an optional time in the site's zone, as the API takes them (kit/fields.ts). */
export function DateTimeControl({ id, label, hint, value, onChange, error, optional }: { id: string; label: string; hint?: string; value: unknown; onChange: (value: unknown) => void; error?: string; optional: boolean }) {
  const zone = useSiteTimeZone();
  return (
    <DateTimeInputs
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={() => {}}
      dateLabel={label}
      timeLabel={copy.time(zone)}
      hint={hint}
      error={error}
      clearLabel={optional ? copy.clear(label) : undefined}
    />
  );
}
