'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ImageUp as ImageUpNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Label, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { mediaCopy as copy } from '@/content/admin-media';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { checkImageGuide, guideFor, MAX_MEDIA_FILE_BYTES, MEDIA_MIME_TYPES, ratioLabel, type GuideProblem, type MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { toast } from '@/lib/toast';
import { CropDialog } from './crop-dialog';
import { apiMessage, imageSizeOf, MEDIA_API, uploadMediaFile } from './media-client';
import { useObjectUrl } from './use-object-url';

const ImageUp = icon(ImageUpNode);

type UploadPanelProps = { usage?: MediaUsage; onUploaded: (item: MediaItem) => void };

/** Choose, drop or paste an image, say what it shows (alt text) or that it is decorative, then upload it. */
export function UploadPanel({ usage, onUploaded }: UploadPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [problem, setProblem] = useState<GuideProblem | null>(null);
  const [cropping, setCropping] = useState(false);
  const [pending, setPending] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function choose(next: File | undefined) {
    if (!next) return;
    if (!(MEDIA_MIME_TYPES as readonly string[]).includes(next.type)) return setErrors({ file: copy.upload.notAnImage });
    if (next.size > MAX_MEDIA_FILE_BYTES) return setErrors({ file: copy.upload.tooLarge });
    const size = await imageSizeOf(next);
    setErrors({});
    setProblem(size ? checkImageGuide(usage, size.width, size.height) : null);
    setFile(next);
  }

  // Paste anywhere while the panel shows (a screenshot, an image copied from another app).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const pasted = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!pasted) return;
      event.preventDefault();
      void choose(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  function reset() {
    setFile(null);
    setAlt('');
    setDecorative(false);
    setErrors({});
    setProblem(null);
    if (input.current) input.current.value = '';
  }

  async function upload() {
    if (!file) return;
    if (!decorative && !alt.trim()) return setErrors({ alt: copy.upload.altRequired });
    setPending(true);
    try {
      const item = await uploadMediaFile(file, decorative ? '' : alt.trim(), usage);
      toast({ title: copy.upload.uploaded, description: item.originalName });
      await queryClient.invalidateQueries({ queryKey: [MEDIA_API] });
      reset();
      onUploaded(item);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.file || fields?.alt) setErrors({ file: fields.file, alt: fields.alt });
      else toast({ title: copy.failedTitle, description: apiMessage(error) ?? copy.failed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const guide = guideFor(usage);
  const fileError = errors.file ?? problem?.message;
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
          void choose(event.dataTransfer.files[0]);
        }}
        data-testid="media-drop-zone"
        className={cn('grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border px-6 py-8 text-center transition-colors', dragging && 'border-primary bg-primary/10')}
      >
        <ImageUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-semibold">{dragging ? copy.upload.dropping : copy.upload.dropTitle}</p>
        <p id={`${id}-drop`} className="max-w-md text-sm text-muted-foreground">{copy.upload.dropBody}</p>
        {/* Hidden: the button below opens it (a styled, labelled control that keyboards reach). */}
        <input ref={input} type="file" hidden aria-label={copy.upload.choose} accept={MEDIA_MIME_TYPES.join(',')} onChange={(e) => void choose(e.target.files?.[0])} />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={pending}>{copy.upload.choose}</Button>
        {fileError && !file && <p role="alert" className="text-sm font-medium text-destructive">{fileError}</p>}
      </div>
      {file && preview && (
        <div className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[160px_1fr]">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local file (blob: URL) before upload */}
          <img src={preview} alt={copy.upload.preview} className="aspect-square w-full rounded-lg border border-border bg-surface-2 object-contain" />
          <div className="grid content-start gap-3">
            <p className="truncate text-sm font-medium">{file.name}</p>
            {fileError && (
              <div role="alert" className="grid gap-2 text-sm font-medium text-destructive">
                <p>{fileError}</p>
                {problem?.kind === 'ratio' && guide && !errors.file && (
                  <Button size="sm" variant="secondary" className="w-fit" onClick={() => setCropping(true)}>{copy.upload.crop(ratioLabel(guide.ratio))}</Button>
                )}
              </div>
            )}
            <Field id={`${id}-alt`} label={copy.upload.altLabel} required={!decorative} hint={copy.upload.altHint} error={errors.alt}>
              <Textarea rows={2} value={decorative ? '' : alt} disabled={decorative || pending} onChange={(e) => setAlt(e.target.value)} placeholder={copy.upload.altPlaceholder} aria-required={!decorative} {...fieldAria(`${id}-alt`, { error: errors.alt, hint: true })} />
            </Field>
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-decorative`} checked={decorative} onCheckedChange={(value) => setDecorative(value === true)} disabled={pending} />
              <Label htmlFor={`${id}-decorative`}>{copy.upload.decorative}</Label>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={() => void upload()} disabled={pending || problem !== null}>{copy.upload.submit}</Button>
              <Button variant="ghost" onClick={reset} disabled={pending}>{copy.upload.cancel}</Button>
              {pending && <Spinner label={copy.upload.uploading(file.name)} className="[&_svg]:size-5" />}
              {pending && <span aria-hidden className="text-sm text-muted-foreground">{copy.upload.uploading(file.name)}</span>}
            </div>
          </div>
        </div>
      )}
      {usage && (
        <CropDialog
          key={cropping ? 'crop' : 'idle'}
          source={cropping ? file : null}
          name={file?.name ?? 'image'}
          usage={usage}
          onCancel={() => setCropping(false)}
          onCropped={async (cropped) => {
            setCropping(false);
            await choose(cropped);
          }}
        />
      )}
    </div>
  );
}
