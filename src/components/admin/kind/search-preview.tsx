'use client';

import { seoCopy as copy } from '@/content/admin-publishing';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/text';

/** "42 / 60 characters", and a gentle warning past the length where the text is shown (a search result's title). */
export function AdvisedCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={cn('text-xs', over ? 'font-medium text-warning' : 'text-muted-foreground')}>
      {copy.count(length, max)}
      {over && `. ${copy.over(max)}`}
    </p>
  );
}

type SearchPreviewProps = { address: string; title: string; description: string; titleMax: number; descriptionMax: number };

/** How a search result shows the document: its address on this site, its title and description, cut where they would be. */
export function SearchPreview({ address, title, description, titleMax, descriptionMax }: SearchPreviewProps) {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-sm font-medium">{copy.previewLabel}</figcaption>
      <div data-testid="search-preview" className="grid gap-0.5 rounded-lg border border-border bg-background p-4">
        <span className="break-all text-xs text-muted-foreground">
          {host}
          {address}
        </span>
        <span className="text-lg leading-snug text-primary">{truncate(title, titleMax)}</span>
        <span className="text-sm text-muted-foreground">{truncate(description, descriptionMax)}</span>
      </div>
    </figure>
  );
}
