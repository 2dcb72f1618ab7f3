'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { FormDialog } from '@/components/admin/form-dialog';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { mediaCopy as copy } from '@/content/admin-media';
import { apiRequest, sendData } from '@/lib/api-client';
import { MEDIA_MIME_TYPES } from '@/lib/media';
import { Spinner } from '@/components/ui/spinner';
import type { MediaItem } from '@/lib/schemas/media';
import { toast } from '@/lib/toast';
import { apiMessage, MEDIA_API } from './media-client';

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
const STEP = 0.05;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };

/**
 * One image: alt text, focal point (click or arrow keys; regenerates the social crop), a new file in its place (every
 * use follows), delete (409 in use → toast).
 */
export function MediaDetailsDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <FormDialog open={item !== null} locked={false} onClose={onClose} className="max-w-[720px]">
      {item && <Details key={item.id} item={item} onClose={onClose} />}
    </FormDialog>
  );
}

function Details({ item: opened, onClose }: { item: MediaItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The image as last answered: a replaced file brings a new address and size.
  const [item, setItem] = useState(opened);
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [confirming, setConfirming] = useState(false);
  useDialogFormGuard(alt !== item.alt || focal.x !== item.focalX || focal.y !== item.focalY);
  const refetch = () => queryClient.invalidateQueries({ queryKey: [MEDIA_API] });
  const fail = (error: Error) => toast({ title: copy.failedTitle, description: apiMessage(error) ?? copy.failed, variant: 'destructive' });
  const save = useMutation({
    mutationFn: () => sendData<MediaItem>('PATCH', `${MEDIA_API}/${item.id}`, { alt, focalX: focal.x, focalY: focal.y }),
    onSuccess: async () => {
      toast({ title: copy.details.saved });
      await refetch();
      onClose();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => sendData<void>('DELETE', `${MEDIA_API}/${item.id}`),
    onSuccess: async () => {
      toast({ title: copy.details.deleted });
      await refetch();
      onClose();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: copy.details.cannotDelete, description: apiMessage(error) ?? copy.failed, variant: 'destructive' });
    },
  });

  const replace = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return (await apiRequest<{ data: MediaItem }>(`${MEDIA_API}/${item.id}/replace`, { method: 'POST', body: form })).data;
    },
    onSuccess: async (replaced) => {
      setItem(replaced);
      toast({ title: copy.details.replaced, description: copy.details.replacedBody });
      await refetch();
    },
    onError: fail,
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const busy = save.isPending || replace.isPending;

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + step[0]), y: clamp(f.y + step[1]) }));
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.details.title}</DialogTitle>
        <DialogDescription>{copy.details.description}</DialogDescription>
      </DialogHeader>
      <button type="button" onClick={pick} onKeyDown={nudge} aria-label={`${copy.details.focalLabel}. ${copy.details.focalValue(focal.x, focal.y)}`} className="relative mx-auto block w-fit max-w-full cursor-crosshair overflow-hidden rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {/* eslint-disable-next-line @next/next/no-img-element -- the library's own file */}
        <img src={item.url} alt="" width={item.width} height={item.height} className="block max-h-[45vh] w-auto max-w-full" />
        <span aria-hidden className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/70 shadow-raised" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
      </button>
      <p className="text-center text-xs text-muted-foreground" aria-live="polite">{copy.details.focalValue(focal.x, focal.y)} · {copy.size(item.width, item.height)} · {item.originalName}</p>
      <Field id="media-alt" label={copy.upload.altLabel} hint={copy.upload.altHint}>
        <Textarea id="media-alt" aria-describedby="media-alt-hint" rows={2} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </Field>
      <div className="grid gap-1.5 rounded-lg border border-border p-3">
        <div className="flex flex-wrap items-center gap-3">
          {/* Hidden: the button opens it (a styled, labelled control that keyboards reach). */}
          <input ref={fileInput} type="file" hidden aria-label={copy.details.replace} accept={MEDIA_MIME_TYPES.join(',')} onChange={(event) => { const file = event.target.files?.[0]; if (file) replace.mutate(file); }} />
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>{replace.isPending ? copy.details.replacing : copy.details.replace}</Button>
          {replace.isPending && <Spinner label={copy.details.replacing} className="[&_svg]:size-5" />}
        </div>
        <p className="text-xs text-muted-foreground">{copy.details.replaceHint}</p>
      </div>
      <DialogFooter className="sm:justify-between">
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>{copy.details.delete}</Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onClose} disabled={busy}>{copy.upload.cancel}</Button>
          <Button onClick={() => save.mutate()} disabled={busy}>{save.isPending ? copy.details.saving : copy.details.save}</Button>
        </div>
      </DialogFooter>
      <ConfirmDeleteDialog description={confirming ? copy.details.deleteQuestion(item.alt || item.originalName) : null} pending={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setConfirming(false)} />
    </>
  );
}
