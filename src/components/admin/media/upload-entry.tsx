'use client';

import { X as XNode } from 'lucide';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { icon } from '@/components/ui/icon';
import { Label, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { mediaCopy as copy } from '@/content/admin-media';
import type { GuideProblem } from '@/lib/media';
import { useObjectUrl } from './use-object-url';

const X = icon(XNode);

/** A file waiting to be uploaded, with what staff said about it and what the server or the guide said back. */
export type Entry = { key: number; file: File; alt: string; decorative: boolean; problem: GuideProblem | null; errors: { file?: string; alt?: string } };

type UploadEntryProps = {
  id: string;
  entry: Entry;
  disabled: boolean;
  busy: boolean;
  onChange: (change: Partial<Pick<Entry, 'alt' | 'decorative'>>) => void;
  onRemove?: () => void;
  onCrop?: () => void;
  cropLabel: string;
};

/** One file of the list: its preview and name, what is wrong with it, its alt text or the decorative mark. */
export function UploadEntry({ id, entry, disabled, busy, onChange, onRemove, onCrop, cropLabel }: UploadEntryProps) {
  const preview = useObjectUrl(entry.file);
  const fileError = entry.errors.file ?? entry.problem?.message;
  return (
    <fieldset aria-labelledby={`${id}-name`} className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[160px_1fr]">
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a local file (blob: URL) before upload
        <img src={preview} alt={copy.upload.preview(entry.file.name)} className="aspect-square w-full max-w-40 rounded-lg border border-border bg-surface-2 object-contain" />
      )}
      <div className="grid content-start gap-3">
        <div className="flex items-center gap-2">
          <p id={`${id}-name`} className="min-w-0 grow truncate text-sm font-medium">{entry.file.name}</p>
          {busy && <Spinner label={copy.upload.uploading(entry.file.name)} className="[&_svg]:size-5" />}
          {onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={copy.upload.remove(entry.file.name)}>
              <X aria-hidden />
            </Button>
          )}
        </div>
        {fileError && (
          <div role="alert" className="grid gap-2 text-sm font-medium text-destructive">
            <p>{fileError}</p>
            {onCrop && <Button size="sm" variant="secondary" className="w-fit" onClick={onCrop} disabled={disabled}>{cropLabel}</Button>}
          </div>
        )}
        <Field id={`${id}-alt`} label={copy.upload.altLabel} required={!entry.decorative} hint={copy.upload.altHint} error={entry.errors.alt}>
          <Textarea rows={2} value={entry.decorative ? '' : entry.alt} disabled={entry.decorative || disabled} onChange={(e) => onChange({ alt: e.target.value })} placeholder={copy.upload.altPlaceholder} aria-required={!entry.decorative} {...fieldAria(`${id}-alt`, { error: entry.errors.alt, hint: true })} />
        </Field>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-decorative`} checked={entry.decorative} onCheckedChange={(value) => onChange({ decorative: value === true })} disabled={disabled} />
          <Label htmlFor={`${id}-decorative`}>{copy.upload.decorative}</Label>
        </div>
      </div>
    </fieldset>
  );
}
