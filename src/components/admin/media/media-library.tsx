'use client';

import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { mediaCopy as copy } from '@/content/admin-media';
import type { MediaItem } from '@/lib/schemas/media';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaGrid } from './media-grid';
import { UploadPanel } from './upload-panel';

/** /admin/media: upload (picker, drop, paste), the paginated grid, and each image's details. */
export function MediaLibrary() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MediaItem | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <UploadPanel onUploaded={() => setPage(1)} />
      <MediaGrid page={page} onPage={setPage} onOpen={setOpen} actionLabel={copy.open} />
      <MediaDetailsDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
