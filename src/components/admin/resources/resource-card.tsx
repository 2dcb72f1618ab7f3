'use client';

import { Eye as EyeNode, ExternalLink as ExternalLinkNode, History as HistoryNode, Pencil as PencilNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ImagePreview } from '@/components/admin/image-preview';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { publicationCopy, resourceActionsCopy as actions } from '@/content/admin-publishing';
import { formatDate } from '@/lib/dates';
import { publicationState } from '@/lib/publication';
import type { Resource } from '@/lib/schemas/resource';
import { ResourceBadges } from './category-badges';
import { PublicationBadge } from './publication-badge';

const Eye = icon(EyeNode);
const ExternalLink = icon(ExternalLinkNode);
const History = icon(HistoryNode);
const Pencil = icon(PencilNode);
const Trash2 = icon(Trash2Node);

type ResourceCardProps = { resource: Resource; onView: () => void; onEdit: () => void; onHistory: () => void; onDelete: () => void };

/** The staff preview of a resource: its public page in draft mode, in a new tab. */
export const previewHref = (id: string, versionId?: string) => `/api/admin/resources/${id}/preview${versionId ? `?version=${encodeURIComponent(versionId)}` : ''}`;

function dateLine(r: Resource, zone: string): string {
  const state = publicationState(r);
  if (state === 'draft' || state === 'scheduled') return publicationCopy.notPublished;
  if (state === 'unpublished' && r.unpublishAt) return publicationCopy.unpublishedOn(formatDate(r.unpublishAt, zone));
  return copy.published(formatDate(r.publishedAt, zone));
}

export function ResourceCard({ resource: r, onView, onEdit, onHistory, onDelete }: ResourceCardProps) {
  const zone = useSiteTimeZone();
  return (
    <Card className="flex flex-col overflow-hidden">
      <ImagePreview src={r.imageUrl} alt={copy.imageAlt(r.title)} className="aspect-video w-full border-b border-border" />
      <div className="grid flex-1 content-start gap-3 p-5">
        <div>
          <PublicationBadge resource={r} />
        </div>
        <ResourceBadges type={r.type} categories={r.categories} />
        <h2 className="font-semibold leading-snug">{r.title}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{r.description}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-border px-5 py-3">
        <p className="text-xs text-muted-foreground">{dateLine(r, zone)}</p>
        <div className="-mr-2 ml-auto flex items-center">
          <Button variant="ghost" size="icon" aria-label={copy.view(r.title)} onClick={onView}>
            <Eye aria-hidden />
          </Button>
          <a href={previewHref(r.id)} target="_blank" rel="noopener" aria-label={actions.preview(r.title)} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
            <ExternalLink aria-hidden />
          </a>
          <Button variant="ghost" size="icon" aria-label={actions.history(r.title)} onClick={onHistory}>
            <History aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.edit(r.title)} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.remove(r.title)} onClick={onDelete} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </Card>
  );
}
