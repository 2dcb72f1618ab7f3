'use client';

import { Eye as EyeNode, EyeOff as EyeOffNode, History as HistoryNode, Pencil as PencilNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ImagePreview } from '@/components/admin/image-preview';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { KindCopy } from '@/content/admin-kinds';
import type { CardSpec } from '@/kit/define-kind';
import { formatDate } from '@/lib/dates';
import { truncate } from '@/lib/text';

const Eye = icon(EyeNode);
const EyeOff = icon(EyeOffNode);
const History = icon(HistoryNode);
const Pencil = icon(PencilNode);
const Trash2 = icon(Trash2Node);

const EXCERPT_CHARS = 120;

type Doc = Record<string, unknown> & { id: string; createdAt: string };

type KindCardProps = {
  card: CardSpec;
  copy: KindCopy;
  doc: Doc;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  /** A kind with a history: its versions, to compare and restore. */
  onHistory?: () => void;
  onDelete: () => void;
};

function initials(name: string) {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A document on the staff list, laid out by the kind's card spec, with its switch, history, edit and delete. */
export function KindCard({ card, copy, doc, toggling, onToggle, onEdit, onHistory, onDelete }: KindCardProps) {
  const title = text(doc[card.title]);
  const on = card.switch ? Boolean(doc[card.switch.field]) : true;
  const subtitle = (card.subtitle ?? []).map((key) => text(doc[key])).filter(Boolean).join(', ');
  const value = card.highlight && text(doc[card.highlight.value]);
  const caption = card.highlight?.caption && text(doc[card.highlight.caption]);
  const excerpt = card.excerpt && text(doc[card.excerpt]);
  const placeholder = (
    <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-surface-2 text-base font-semibold text-muted-foreground">
      {initials(title)}
    </span>
  );
  return (
    <Card className={on ? 'flex flex-col' : 'flex flex-col border-dashed'}>
      <div className="flex items-start gap-3 p-5 pb-0">
        {card.image && <ImagePreview src={text(doc[card.image]) || null} alt={copy.imageAlt(title)} className="size-14 shrink-0 rounded-full" placeholder={placeholder} />}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate font-semibold">{title}</h2>
            {!on && card.switch && <Badge variant="muted">{card.switch.off}</Badge>}
            {card.flag && doc[card.flag.field] === true && <Badge variant="accent">{card.flag.label}</Badge>}
          </div>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      <div className="grid flex-1 content-start gap-3 p-5">
        {value && (
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-bold text-primary">{value}</span>
            {caption && <span className="text-sm text-muted-foreground">{caption}</span>}
          </p>
        )}
        {excerpt && <blockquote className="text-sm leading-relaxed">“{truncate(excerpt, EXCERPT_CHARS)}”</blockquote>}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-5 py-3">
        <p className="text-xs text-muted-foreground">{copy.addedOn(formatDate(doc.createdAt))}</p>
        <div className="flex items-center gap-1">
          {card.switch && (
            <Button variant="ghost" size="icon" aria-label={`${on ? card.switch.turnOff : card.switch.turnOn} ${title}`} onClick={onToggle} disabled={toggling}>
              {on ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            </Button>
          )}
          {onHistory && (
            <Button variant="ghost" size="icon" aria-label={copy.history(title)} onClick={onHistory}>
              <History aria-hidden />
            </Button>
          )}
          <Button variant="ghost" size="icon" aria-label={copy.edit(title)} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.remove(title)} onClick={onDelete} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </Card>
  );
}
