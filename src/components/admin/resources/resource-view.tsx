'use client';

import { ExternalLink as ExternalLinkNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ImagePreview } from '@/components/admin/image-preview';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { actionLabels } from '@/content/admin';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { publicationCopy } from '@/content/admin-publishing';
import { publicationState } from '@/lib/publication';
import type { Resource } from '@/lib/schemas/resource';
import { formatDateTime } from '@/lib/site-time';
import { contentPreview, resourceContentKind } from '@/lib/text';
import { ResourceBadges } from './category-badges';
import { PublicationBadge } from './publication-badge';

const ExternalLink = icon(ExternalLinkNode);

export const VIEW_PREVIEW_CHARS = 1000;

/** The body of "View Resource": how the resource reads, with a 1,000-character preview or its Notion link. */
export function ResourceView({ resource: r, onEdit }: { resource: Resource; onEdit: () => void }) {
  const shown = resourceContentKind(r.content);
  const notion = shown.kind === 'notion' ? shown.url : null;
  const preview = contentPreview(r.content, VIEW_PREVIEW_CHARS);
  const zone = useSiteTimeZone();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.viewDialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">{copy.viewDescription}</DialogDescription>
      </DialogHeader>
      <ImagePreview src={r.imageUrl} alt={copy.imageAlt(r.title)} className="aspect-video w-full rounded-lg border border-border" />
      <div className="grid gap-3">
        <h3 className="text-xl font-bold leading-snug">{r.title}</h3>
        <div className="flex flex-wrap items-center gap-1.5">
          <PublicationBadge resource={r} />
        </div>
        <ResourceBadges type={r.type} categories={r.categories} limit={r.categories.length} />
        {publicationState(r) !== 'scheduled' && (
          <p className="text-sm text-muted-foreground">{r.status === 'draft' ? publicationCopy.notPublished : copy.published(formatDateTime(r.publishedAt, zone))}</p>
        )}
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
