'use client';

import { Eye as EyeNode, EyeOff as EyeOffNode, Pencil as PencilNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ImagePreview } from '@/components/admin/image-preview';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { testimonialsCopy as copy } from '@/content/admin-managers';
import { formatDate } from '@/lib/dates';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { truncate } from '@/lib/text';

const Eye = icon(EyeNode);
const EyeOff = icon(EyeOffNode);
const Pencil = icon(PencilNode);
const Trash2 = icon(Trash2Node);

export const TESTIMONIAL_PREVIEW_CHARS = 120;

type TestimonialCardProps = {
  testimonial: Testimonial;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function initials(name: string) {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('');
}

export function TestimonialCard({ testimonial: t, toggling, onToggle, onEdit, onDelete }: TestimonialCardProps) {
  const placeholder = (
    <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-surface-2 text-base font-semibold text-muted-foreground">
      {initials(t.name)}
    </span>
  );
  return (
    <Card className={t.isActive ? 'flex flex-col' : 'flex flex-col border-dashed'}>
      <div className="flex items-start gap-3 p-5 pb-0">
        <ImagePreview src={t.imageUrl} alt={copy.photoAlt(t.name)} className="size-14 shrink-0 rounded-full" placeholder={placeholder} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate font-semibold">{t.name}</h2>
            {!t.isActive && <Badge variant="muted">{copy.inactive}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {t.position}, {t.company}
          </p>
        </div>
      </div>
      <div className="grid flex-1 content-start gap-3 p-5">
        {t.metric && (
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-bold text-primary">{t.metric}</span>
            {t.metricTitle && <span className="text-sm text-muted-foreground">{t.metricTitle}</span>}
          </p>
        )}
        <blockquote className="text-sm leading-relaxed">“{truncate(t.testimonial, TESTIMONIAL_PREVIEW_CHARS)}”</blockquote>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-5 py-3">
        <p className="text-xs text-muted-foreground">{copy.addedOn(formatDate(t.createdAt))}</p>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={t.isActive ? copy.deactivate(t.name) : copy.activate(t.name)} onClick={onToggle} disabled={toggling}>
            {t.isActive ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.edit(t.name)} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.remove(t.name)} onClick={onDelete} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </Card>
  );
}
