'use client';

import { useRef, useState } from 'react';
import type { PickedImage as EditorImage, PickImage } from '@/components/admin/editor/types';
import type { MediaUsage } from '@/lib/media';
import { MediaPickerDialog } from './media-picker-dialog';

/**
 * The media library as a promise, for code that asks for an image and waits (the rich-text editor's image tool):
 * `pick()` opens the picker and resolves to the chosen image, or null when staff close it. Render `dialog`.
 */
export function useImagePicker(usage: MediaUsage = 'inline'): { pick: PickImage; dialog: React.ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<((image: EditorImage | null) => void) | null>(null);
  const settle = (image: EditorImage | null) => {
    pending.current?.(image);
    pending.current = null;
  };
  const pick: PickImage = () =>
    new Promise((resolve) => {
      settle(null);
      pending.current = resolve;
      setOpen(true);
    });
  const dialog = (
    <MediaPickerDialog
      open={open}
      usage={usage}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) settle(null);
      }}
      onPick={({ url, alt, width, height }) => settle({ src: url, alt, width, height })}
    />
  );
  return { pick, dialog };
}
