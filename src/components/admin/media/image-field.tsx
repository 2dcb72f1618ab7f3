'use client';

import { ImagePlus as ImagePlusNode, X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { ImagePreview } from '@/components/admin/image-preview';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { mediaCopy as copy } from '@/content/admin-media';
import { cn } from '@/lib/cn';
import { checkImageGuide, guideFor, type MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { toast } from '@/lib/toast';
import { CropDialog } from './crop-dialog';
import { apiMessage, uploadMediaFile } from './media-client';
import { MediaPickerDialog, type PickedImage } from './media-picker-dialog';

const ImagePlus = icon(ImagePlusNode);
const X = icon(XNode);

type ImageFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  usage: MediaUsage;
  error?: string;
  hint?: string;
  placeholder?: string;
  previewAlt: string;
  previewClassName?: string;
};

/**
 * An image address: typed or pasted (any http(s) URL or site path, as the spec allows), or chosen from the media
 * library. A library image of the wrong ratio for `usage` opens an in-browser crop; the cropped copy is uploaded.
 */
export function ImageField({ id, label, value, onChange, usage, error, hint, placeholder, previewAlt, previewClassName }: ImageFieldProps) {
  const [picking, setPicking] = useState(false);
  const [crop, setCrop] = useState<{ blob: Blob; item: MediaItem } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function picked({ item }: PickedImage) {
    const found = checkImageGuide(usage, item.width, item.height);
    if (!found) {
      setProblem(null);
      return onChange(item.url);
    }
    if (found.kind === 'size') return setProblem(found.message);
    setProblem(found.message);
    const response = await fetch(item.url);
    setCrop({ blob: await response.blob(), item });
  }

  async function cropped(file: File) {
    if (!crop) return;
    try {
      const uploaded = await uploadMediaFile(file, crop.item.alt, usage);
      setProblem(null);
      setCrop(null);
      onChange(uploaded.url);
    } catch (failure) {
      setCrop(null);
      toast({ title: copy.failedTitle, description: apiMessage(failure) ?? copy.failed, variant: 'destructive' });
    }
  }

  const shown = error ?? problem ?? undefined;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[1fr_auto]">
      <div className="grid gap-2">
        <Field id={id} label={label} hint={hint ?? guideHint(usage)} error={shown}>
          <Input type="url" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} {...fieldAria(id, { error: shown, hint: true })} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            <ImagePlus aria-hidden /> {copy.field.library}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <X aria-hidden /> {copy.field.clear}
            </Button>
          )}
        </div>
      </div>
      <ImagePreview src={value} alt={previewAlt} className={cn('size-24 rounded-lg border border-border', previewClassName)} />
      <MediaPickerDialog open={picking} onOpenChange={setPicking} onPick={(image) => void picked(image)} usage={usage} />
      <CropDialog key={crop?.item.id ?? 'idle'} source={crop?.blob ?? null} name={crop?.item.originalName ?? 'image'} usage={usage} onCancel={() => setCrop(null)} onCropped={cropped} />
    </div>
  );
}

function guideHint(usage: MediaUsage): string | undefined {
  const guide = guideFor(usage);
  return guide ? `${guide.ratio[0]}:${guide.ratio[1]}, at least ${guide.minWidth}×${guide.minHeight}.` : undefined;
}
