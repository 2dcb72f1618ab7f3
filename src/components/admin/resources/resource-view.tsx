'use client';

import { ExternalLink } from 'lucide-react';
import { ImagePreview } from '@/components/admin/image-preview';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { actionLabels } from '@/content/admin';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { formatDate } from '@/lib/dates';
import type { Resource } from '@/lib/schemas/resource';
import { contentPreview, resourceContentKind } from '@/lib/text';
import { ResourceBadges } from './category-badges';

export const VIEW_PREVIEW_CHARS = 1000;

/** The body of "View Resource": how the resource reads, with a 1,000-character preview or its Notion link. */
export function ResourceView({ resource: r, onEdit }: { resource: Resource; onEdit: () => void }) {
  const shown = resourceContentKind(r.content);
  const notion = shown.kind === 'notion' ? shown.url : null;
  const preview = contentPreview(r.content, VIEW_PREVIEW_CHARS);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.viewDialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">{copy.viewDescription}</DialogDescription>
      </DialogHeader>
      <ImagePreview src={r.imageUrl} alt={copy.imageAlt(r.title)} className="aspect-video w-full rounded-lg border border-border" />
      <div className="grid gap-3">
        <h3 className="text-xl font-bold leading-snug">{r.title}</h3>
        <ResourceBadges type={r.type} categories={r.categories} limit={r.categories.length} />
        <p className="text-sm text-muted-foreground">{copy.published(formatDate(r.publishedAt))}</p>
        <p className="leading-relaxed">{r.description}</p>
      </div>
      {notion ? (
        <a href={notion} target="_blank" rel="noopener noreferrer" className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface-2 p-4 hover:border-primary">
          <span className="grid gap-0.5">
            <span className="font-semibold">{copy.notionTitle}</span>
            <span className="text-sm text-muted-foreground">{copy.notionBody}</span>
            <span className="break-all text-xs text-muted-foreground">{notion}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
            {copy.notionOpen}
            <ExternalLink aria-hidden className="size-4" />
          </span>
        </a>
      ) : (
        <p data-testid="content-preview" className="whitespace-pre-line rounded-lg bg-surface-2 p-4 text-sm leading-relaxed">
          {preview || copy.noContent}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{actionLabels.close}</Button>
        </DialogClose>
        <Button onClick={onEdit}>{actionLabels.edit}</Button>
      </DialogFooter>
    </>
  );
}
