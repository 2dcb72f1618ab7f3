'use client';

import { useState } from 'react';
import { fieldIds } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" (the site zone's wall clock, as the API takes it) into its two inputs. */
export function splitWallClock(value: string | null | undefined): { date: string; time: string } {
  const text = value ?? '';
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The two inputs back into one value. A time without a date stays visible to the schema, which names the problem. */
export function joinWallClock(date: string, time: string): string {
  if (!date) return time ? `T${time}` : '';
  return time ? `${date}T${time}` : date;
}

type DateTimeInputsProps = {
  id: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  dateLabel: string;
  timeLabel: string;
  hint?: string;
  error?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Shows a button that empties both inputs (an optional time). */
  clearLabel?: string;
};

/** A date and an optional time of one publication instant, in the site's zone; one hint and one error for both. */
export function DateTimeInputs({ id, value, onChange, onBlur, dateLabel, timeLabel, hint, error, inputRef, clearLabel }: DateTimeInputsProps) {
  // Kept here too: a time typed before its date must not vanish while the value is still incomplete.
  const [parts, setParts] = useState(() => splitWallClock(value));
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const update = (next: { date: string; time: string }) => {
    setParts(next);
    onChange(joinWallClock(next.date, next.time));
  };
  const shared = { onBlur, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-2 items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`}>{dateLabel}</Label>
          <Input id={`${id}-date`} ref={inputRef} type="date" value={parts.date} onChange={(e) => update({ ...parts, date: e.target.value })} {...shared} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`}>{timeLabel}</Label>
          <Input id={`${id}-time`} type="time" value={parts.time} onChange={(e) => update({ ...parts, time: e.target.value })} {...shared} />
        </div>
      </div>
      {clearLabel && (parts.date || parts.time) && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => update({ date: '', time: '' })}>
          {clearLabel}
        </Button>
      )}
      {hint && (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
