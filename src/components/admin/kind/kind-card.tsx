'use client';

import { ExternalLink as ExternalLinkNode, Eye as EyeNode, EyeOff as EyeOffNode, History as HistoryNode, Pencil as PencilNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ImagePreview } from '@/components/admin/image-preview';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { kindWords, type KindCopy } from '@/content/admin-kinds';
import { kindPreviewUrl, type ClientKind } from '@/kit/client-kind';
import { formatDate } from '@/lib/dates';
import { truncate } from '@/lib/text';
import { KindBadges } from './kind-badges';
import { PublicationBadge, publicationLine } from './publication-badge';

const ExternalLink = icon(ExternalLinkNode);
const Eye = icon(EyeNode);
const EyeOff = icon(EyeOffNode);
const History = icon(HistoryNode);
const Pencil = icon(PencilNode);
const Trash2 = icon(Trash2Node);

const EXCERPT_CHARS = 120;

type Doc = Record<string, unknown> & { id: string; createdAt: string };

type KindCardProps = {
  kind: ClientKind;
  copy: KindCopy;
  doc: Doc;
  toggling: boolean;
  onToggle: () => void;
  /** A kind whose card names formatted text to read: its View dialog. */
  onView?: () => void;
  onEdit: () => void;
  /** A kind with a history: its versions, to compare and restore. */
  onHistory?: () => void;
  onDelete: () => void;
};

function initials(name: string) {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A document on the staff list, laid out by the kind's card spec (a round photo beside the title, or a cover across the
 * top), with its badges, its switch, and View, Preview, History, Edit and Delete as the kind has them.
 */
export function KindCard({ kind, copy, doc, toggling, onToggle, onView, onEdit, onHistory, onDelete }: KindCardProps) {
  const card = kind.card;
  const zone = useSiteTimeZone();
  const title = text(doc[card.title]);
  const on = card.switch ? Boolean(doc[card.switch.field]) : true;
  const subtitle = (card.subtitle ?? []).map((key) => text(doc[key])).filter(Boolean).join(', ');
  const value = card.highlight && text(doc[card.highlight.value]);
  const caption = card.highlight?.caption && text(doc[card.highlight.caption]);
  const excerpt = card.excerpt && text(doc[card.excerpt]);
  const states = kind.list?.states;
  const cover = card.layout === 'cover';
  const placeholder = (
    <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-surface-2 text-base font-semibold text-muted-foreground">
      {initials(title)}
    </span>
  );
  const badges = (
    <>
      {!on && card.switch && <Badge variant="muted">{card.switch.off}</Badge>}
      {card.flag && doc[card.flag.field] === true && <Badge variant="accent">{card.flag.label}</Badge>}
    </>
  );
  return (
    <Card className={on ? 'flex flex-col overflow-hidden' : 'flex flex-col overflow-hidden border-dashed'}>
      {cover ? (
        <>
          {card.image && <ImagePreview src={text(doc[card.image]) || null} alt={copy.imageAlt(title)} className="aspect-video w-full border-b border-border" />}
          <div className="grid flex-1 content-start gap-3 p-5">
            {states && (
              <div>
                <PublicationBadge states={states} doc={doc} />
              </div>
            )}
            <KindBadges kind={kind} doc={doc} />
            <h2 className="font-semibold leading-snug">{title}</h2>
            {excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{excerpt}</p>}
            {badges}
          </div>
        </>
      ) : (
        <>
          <div className="flex items-start gap-3 p-5 pb-0">
            {card.image && <ImagePreview src={text(doc[card.image]) || null} alt={copy.imageAlt(title)} className="size-14 shrink-0 rounded-full" placeholder={placeholder} />}
            <div className="grid min-w-0 flex-1 gap-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="truncate font-semibold">{title}</h2>
                {badges}
              </div>
              {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
            </div>
          </div>
          <div className="grid flex-1 content-start gap-3 p-5">
            <KindBadges kind={kind} doc={doc} />
            {value && (
              <p className="flex items-baseline gap-2">
                <span className="text-2xl font-bold text-primary">{value}</span>
                {caption && <span className="text-sm text-muted-foreground">{caption}</span>}
              </p>
            )}
            {excerpt && <blockquote className="text-sm leading-relaxed">“{truncate(excerpt, EXCERPT_CHARS)}”</blockquote>}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-border px-5 py-3">
        <p className="text-xs text-muted-foreground">{states ? publicationLine(states, doc, zone) : copy.addedOn(formatDate(doc.createdAt))}</p>
        <div className="-mr-2 ml-auto flex items-center">
          {card.switch && (
            <Button variant="ghost" size="icon" aria-label={`${on ? card.switch.turnOff : card.switch.turnOn} ${title}`} onClick={onToggle} disabled={toggling}>
              {on ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            </Button>
          )}
          {onView && (
            <Button variant="ghost" size="icon" aria-label={kindWords.view(title)} onClick={onView}>
              <Eye aria-hidden />
            </Button>
          )}
          {kind.preview && (
            <a href={kindPreviewUrl(kind.key, doc.id)} target="_blank" rel="noopener" aria-label={kindWords.preview(title)} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
              <ExternalLink aria-hidden />
            </a>
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
