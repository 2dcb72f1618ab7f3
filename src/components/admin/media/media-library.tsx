'use client';

import { useCallback, useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { mediaCopy as copy } from '@/content/admin-media';
import type { MediaItem } from '@/lib/schemas/media';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaGrid } from './media-grid';
import { MediaSearch } from './media-search';
import { UploadPanel } from './upload-panel';

/** /admin/media: upload (picker, drop, paste), the searchable paginated grid, and each image's details. */
export function MediaLibrary() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [search, setSearch] = useState('');
  const searchFor = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <UploadPanel multiple onUploaded={() => setPage(1)} />
      <div className="grid gap-4">
        <MediaSearch onSearch={searchFor} />
        <MediaGrid page={page} search={search} onPage={setPage} onOpen={setOpen} actionLabel={copy.open} />
      </div>
      <MediaDetailsDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
