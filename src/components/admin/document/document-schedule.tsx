'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { utcToZoned } from '@/lib/site-time';

/** Now, as the date-and-time field writes it in the site's zone (`YYYY-MM-DDTHH:mm`, which compares as text). */
function nowIn(zone: string): string {
  const { date, time } = utcToZoned(new Date().toISOString(), zone);
  return `${date}T${time}`;
}

/**
 * The editor's "Schedule" section: a date and time in the site's zone to publish the working copy at, or, once one is
 * set, the line saying when and a button that cancels it. `run` is the editor's (busy state and toasts).
 */
export function DocumentSchedule({ scheduledLine, batched = false, together = 0, zone, busy, publish, run }: {
  /** The status line of a scheduled document, or null when none is scheduled. */
  scheduledLine: string | null;
  /** Scheduled together with other documents (cancelling cancels them all). */
  batched?: boolean;
  /** How many other documents staff ticked to go with it (scheduled with it when they schedule). */
  together?: number;
  zone: string;
  busy: boolean;
  publish: (publishAt: string | null) => Promise<boolean>;
  run: (action: () => Promise<boolean>, done: string) => Promise<void>;
}) {
  const [publishAt, setPublishAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const schedule = () => {
    // A time already past would publish at once: said here, before anything is sent (the API refuses it too).
    if (publishAt <= nowIn(zone)) return setError(copy.pastSchedule);
    setError(null);
    void run(() => publish(publishAt), together > 0 ? copy.scheduledTogether(together) : copy.scheduledToast);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-3xl gap-3 rounded-lg border border-border p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {copy.schedule}
      </h2>
      {scheduledLine !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {scheduledLine}
            {batched && <span className="block text-muted-foreground">{copy.scheduledBatch}</span>}
          </p>
          <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => void run(() => publish(null), copy.scheduleCancelled)}>
            {copy.cancelSchedule}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {copy.scheduleAt}
            </label>
            <Input
              id={id}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => {
                setPublishAt(event.target.value);
                setError(null);
              }}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              className="w-auto"
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {copy.scheduleHint(zone)}
              {together > 0 && ` ${copy.scheduleTogetherHint(together)}`}
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="button" variant="secondary" disabled={busy || publishAt === ''} onClick={schedule}>
            {copy.schedule}
          </Button>
        </div>
      )}
    </section>
  );
}
