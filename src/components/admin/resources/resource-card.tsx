'use client';

import { Eye, Pencil, Trash2 } from 'lucide-react';
import { ImagePreview } from '@/components/admin/image-preview';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { formatDate } from '@/lib/dates';
import type { Resource } from '@/lib/schemas/resource';
import { ResourceBadges } from './category-badges';

type ResourceCardProps = { resource: Resource; onView: () => void; onEdit: () => void; onDelete: () => void };

export function ResourceCard({ resource: r, onView, onEdit, onDelete }: ResourceCardProps) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <ImagePreview src={r.imageUrl} alt={copy.imageAlt(r.title)} className="aspect-video w-full border-b border-border" />
      <div className="grid flex-1 content-start gap-3 p-5">
        <ResourceBadges type={r.type} categories={r.categories} />
        <h2 className="font-semibold leading-snug">{r.title}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{r.description}</p>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-5 py-3">
        <p className="text-xs text-muted-foreground">{copy.published(formatDate(r.publishedAt))}</p>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={copy.view(r.title)} onClick={onView}>
            <Eye aria-hidden />
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
