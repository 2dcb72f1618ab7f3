'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ImageUp as ImageUpNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { mediaCopy as copy } from '@/content/admin-media';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { checkImageGuide, guideFor, MAX_MEDIA_FILE_BYTES, MEDIA_MIME_TYPES, ratioLabel, type MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { toast } from '@/lib/toast';
import { CropDialog } from './crop-dialog';
import { apiMessage, imageSizeOf, MEDIA_API, uploadMediaFile } from './media-client';
import { UploadEntry, type Entry } from './upload-entry';

const ImageUp = icon(ImageUpNode);


type UploadPanelProps = {
  usage?: MediaUsage;
  /** Several files at once (the library page); the picker takes one, to use at once. */
  multiple?: boolean;
  onUploaded: (item: MediaItem) => void;
};

let nextKey = 0;

/**
 * Choose, drop or paste images, say what each shows (alt text) or that it is decorative, then upload them: one at a
 * time, each answered on its own (a refused file stays with its message, the others go on).
 */
export function UploadPanel({ usage, multiple = false, onUploaded }: UploadPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [cropping, setCropping] = useState<Entry | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const pending = uploading !== null;

  const update = (key: number, change: Partial<Entry>) => setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const remove = (key: number) => setEntries((list) => list.filter((entry) => entry.key !== key));

  async function toEntry(file: File): Promise<Entry> {
    const size = await imageSizeOf(file);
    return { key: nextKey++, file, alt: '', decorative: false, problem: size ? checkImageGuide(usage, size.width, size.height) : null, errors: {} };
  }

  /** Files chosen, dropped or pasted: images within the limits join the list, the others are named in one message. */
  async function choose(files: File[]) {
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length === 0) return;
    const notImages = chosen.filter((file) => !(MEDIA_MIME_TYPES as readonly string[]).includes(file.type));
    const tooLarge = chosen.filter((file) => !notImages.includes(file) && file.size > MAX_MEDIA_FILE_BYTES);
    const accepted = chosen.filter((file) => !notImages.includes(file) && !tooLarge.includes(file));
    const named = (list: File[], message: string) => (list.length === 0 ? [] : [chosen.length === 1 ? message : `${list.map((file) => file.name).join(', ')}: ${message}`]);
    const messages = [...named(notImages, copy.upload.notAnImage), ...named(tooLarge, copy.upload.tooLarge)];
    setRefused(messages.length > 0 ? messages.join(' ') : null);
    if (input.current) input.current.value = '';
    if (accepted.length === 0) return;
    const added = await Promise.all(accepted.map(toEntry));
    setEntries((list) => (multiple ? [...list, ...added] : added));
  }

  // Paste anywhere while the panel shows (a screenshot, an image copied from another app).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const pasted = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (pasted.length === 0) return;
      event.preventDefault();
      void choose(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  function cancel() {
    setEntries([]);
    setRefused(null);
  }

  async function uploadAll() {
    const missingAlt = entries.filter((entry) => !entry.decorative && !entry.alt.trim());
    if (missingAlt.length > 0) {
      for (const entry of missingAlt) update(entry.key, { errors: { alt: copy.upload.altRequired } });
      document.getElementById(`${id}-${missingAlt[0]!.key}-alt`)?.focus();
      return;
    }
    let uploaded = 0;
    for (const entry of entries) {
      if (entry.problem) continue;
      setUploading(entry.key);
      try {
        const item = await uploadMediaFile(entry.file, entry.decorative ? '' : entry.alt.trim(), usage);
        uploaded += 1;
        remove(entry.key);
        if (entries.length === 1) toast({ title: copy.upload.uploaded, description: item.originalName });
        onUploaded(item);
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : undefined;
        if (fields?.file || fields?.alt) update(entry.key, { errors: { file: fields.file, alt: fields.alt } });
        else update(entry.key, { errors: { file: apiMessage(error) ?? copy.failed } });
      }
    }
    setUploading(null);
    if (uploaded > 0) await queryClient.invalidateQueries({ queryKey: [MEDIA_API] });
    // One file answers in its toast or beside it; several in one summary (a refused one stays listed with its message).
    const left = entries.length - uploaded;
    if (entries.length > 1) toast(left === 0 ? { title: copy.upload.uploadedMany(uploaded) } : { title: copy.failedTitle, description: copy.upload.someLeft(uploaded, left), variant: 'destructive' });
  }

  const guide = guideFor(usage);
  const blocked = entries.some((entry) => entry.problem !== null);
  return (
    <div className="grid gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void choose([...event.dataTransfer.files]);
        }}
        data-testid="media-drop-zone"
        className={cn('grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border px-6 py-8 text-center transition-colors', dragging && 'border-primary bg-primary/10')}
      >
        <ImageUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-semibold">{dragging ? copy.upload.dropping : multiple ? copy.upload.dropTitleMany : copy.upload.dropTitle}</p>
        <p id={`${id}-drop`} className="max-w-md text-sm text-muted-foreground">{multiple ? copy.upload.dropBodyMany : copy.upload.dropBody}</p>
        {/* Hidden: the button below opens it (a styled, labelled control that keyboards reach). */}
        <input ref={input} type="file" hidden multiple={multiple} aria-label={copy.upload.choose} accept={MEDIA_MIME_TYPES.join(',')} onChange={(e) => void choose([...(e.target.files ?? [])])} />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={pending}>{multiple ? copy.upload.chooseMany : copy.upload.choose}</Button>
        {refused && <p role="alert" className="text-sm font-medium text-destructive">{refused}</p>}
      </div>
      {entries.length > 0 && (
        <div className="grid gap-3">
          <ul aria-label={copy.upload.queueLabel} className="grid gap-3">
            {entries.map((entry) => (
              <li key={entry.key}>
                <UploadEntry
                  id={`${id}-${entry.key}`}
                  entry={entry}
                  disabled={pending}
                  busy={uploading === entry.key}
                  onChange={(change) => update(entry.key, { ...change, errors: { file: entry.errors.file } })}
                  onRemove={entries.length > 1 ? () => remove(entry.key) : undefined}
                  onCrop={entry.problem?.kind === 'ratio' && guide && !entry.errors.file ? () => setCropping(entry) : undefined}
                  cropLabel={guide ? copy.upload.crop(ratioLabel(guide.ratio)) : ''}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void uploadAll()} disabled={pending || blocked}>{entries.length === 1 ? copy.upload.submit : copy.upload.submitMany(entries.length)}</Button>
            <Button variant="ghost" onClick={cancel} disabled={pending}>{copy.upload.cancel}</Button>
          </div>
        </div>
      )}
      {usage && (
        <CropDialog
          key={cropping ? `crop-${cropping.key}` : 'idle'}
          source={cropping?.file ?? null}
          name={cropping?.file.name ?? 'image'}
          usage={usage}
          onCancel={() => setCropping(null)}
          onCropped={async (cropped) => {
            const target = cropping;
            setCropping(null);
            if (!target) return;
            const next = await toEntry(cropped);
            setEntries((list) => list.map((entry) => (entry.key === target.key ? { ...next, key: target.key, alt: entry.alt, decorative: entry.decorative } : entry)));
          }}
        />
      )}
    </div>
  );
}
