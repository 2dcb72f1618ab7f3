'use client';

import { useCallback, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { actionLabels } from '@/content/admin';
import { mediaCopy as copy } from '@/content/admin-media';
import type { MediaUsage } from '@/lib/media';
import type { MediaItem } from '@/lib/schemas/media';
import { MediaGrid } from './media-grid';
import { MediaSearch } from './media-search';
import { UploadPanel } from './upload-panel';

/** What a pick hands over: enough for an `<img>` (the rich-text editor) or an image field. */
export type PickedImage = { url: string; alt: string; width: number; height: number; item: MediaItem };

type MediaPickerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (image: PickedImage) => void; usage?: MediaUsage };

/** Choose an image from the library, or upload one (checked against `usage`'s guide) and use it at once. */
export function MediaPickerDialog({ open, onOpenChange, onPick, usage }: MediaPickerDialogProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchFor = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const pick = (item: MediaItem) => {
    onPick({ url: item.url, alt: item.alt, width: item.width, height: item.height, item });
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={actionLabels.closeDialog} className="max-w-[900px]">
        <DialogHeader>
          <DialogTitle>{copy.picker.title}</DialogTitle>
          <DialogDescription>{copy.picker.description}</DialogDescription>
        </DialogHeader>
        <UploadPanel usage={usage} onUploaded={pick} />
        <MediaSearch onSearch={searchFor} />
        <MediaGrid page={page} search={search} onPage={setPage} onOpen={pick} actionLabel={copy.picker.choose} />
      </DialogContent>
    </Dialog>
  );
}
