'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { mediaCopy as copy } from '@/content/admin-media';
import { cropRect, guideFor, ratioLabel, type MediaUsage } from '@/lib/media';
import { useObjectUrl } from './use-object-url';

type CropDialogProps = { source: Blob | null; name: string; usage: MediaUsage; onCancel: () => void; onCropped: (file: File) => Promise<void> | void };

/** Remount it (a `key`) for each new source. Crops `source` in the browser to the usage's ratio on a canvas; the frame moves with a slider (keyboard) or a click. */
export function CropDialog({ source, name, usage, onCancel, onCropped }: CropDialogProps) {
  const guide = guideFor(usage);
  const url = useObjectUrl(source);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [position, setPosition] = useState(50);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!guide) return null;
  const ratio = ratioLabel(guide.ratio);
  const rect = size ? cropRect(size.width, size.height, guide.ratio, position / 100) : null;
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  async function crop() {
    if (!source || !rect) return;
    setWorking(true);
    try {
      const bitmap = await createImageBitmap(source);
      const canvas = document.createElement('canvas');
      canvas.width = rect.width;
      canvas.height = rect.height;
      canvas.getContext('2d')!.drawImage(bitmap, rect.left, rect.top, rect.width, rect.height, 0, 0, rect.width, rect.height);
      bitmap.close();
      const type = source.type === 'image/png' ? 'image/png' : 'image/jpeg';
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
      if (!blob) throw new Error('canvas.toBlob gave nothing');
      const base = name.replace(/\.[a-z0-9]+$/i, '') || 'image';
      await onCropped(new File([blob], `${base}-${ratio.replace(':', 'x')}.${type === 'image/png' ? 'png' : 'jpg'}`, { type }));
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <FormDialog open={source !== null} locked={working} onClose={onCancel} className="max-w-[720px]">
      <DialogHeader>
        <DialogTitle>{copy.crop.title(ratio)}</DialogTitle>
        <DialogDescription>{copy.crop.description}</DialogDescription>
      </DialogHeader>
      {url && (
        <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-lg border border-border bg-surface-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local file (blob: URL) before upload */}
          <img src={url} alt="" className="block max-h-[50vh] w-auto max-w-full" onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} />
          {rect && size && (
            <div
              aria-hidden
              className="pointer-events-none absolute border-2 border-primary shadow-[0_0_0_9999px_rgb(0_0_0/0.55)]"
              style={{ left: pct(rect.left, size.width), top: pct(rect.top, size.height), width: pct(rect.width, size.width), height: pct(rect.height, size.height) }}
            />
          )}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="crop-position">{copy.crop.position}</Label>
        <input id="crop-position" type="range" min={0} max={100} value={position} onChange={(e) => setPosition(Number(e.target.value))} className="w-full accent-[var(--primary)]" />
      </div>
      {failed && <p role="alert" className="text-sm font-medium text-destructive">{copy.crop.failed}</p>}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={working}>{copy.upload.cancel}</Button>
        <Button onClick={() => void crop()} disabled={working || !rect}>{working ? copy.crop.working : copy.crop.apply}</Button>
      </DialogFooter>
    </FormDialog>
  );
}
