'use client';

import { ExternalLink as ExternalLinkNode } from 'lucide';
import { ImagePreview } from '@/components/admin/image-preview';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { icon } from '@/components/ui/icon';
import { actionLabels } from '@/content/admin';
import { kindWords, type KindCopy } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';
import { publicationState } from '@/lib/publication';
import { contentPreview, resourceContentKind } from '@/lib/text';
import { KindBadges } from './kind-badges';
import { PublicationBadge, publicationLine, timingOf } from './publication-badge';

const ExternalLink = icon(ExternalLinkNode);

const VIEW_PREVIEW_CHARS = 1000;

type Doc = Record<string, unknown> & { id: string };

/** The body of "View <Kind>": how a document reads, with its image, badges, a 1,000-character preview or its Notion link. */
export function KindView({ kind, copy, doc, onEdit }: { kind: ClientKind; copy: KindCopy; doc: Doc; onEdit: () => void }) {
  const zone = useSiteTimeZone();
  const text = (key: string | undefined) => (key && typeof doc[key] === 'string' ? (doc[key] as string) : '');
  const title = text(kind.card.title);
  const content = text(kind.card.view);
  const shown = resourceContentKind(content);
  const notion = shown.kind === 'notion' ? shown.url : null;
  const preview = contentPreview(content, VIEW_PREVIEW_CHARS);
  const states = kind.list?.states;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.viewDialogTitle}</DialogTitle>
        <DialogDescription className="sr-only">{copy.viewDescription}</DialogDescription>
      </DialogHeader>
      {kind.card.image && <ImagePreview src={text(kind.card.image) || null} alt={copy.imageAlt(title)} className="aspect-video w-full rounded-lg border border-border" />}
      <div className="grid gap-3">
        <h3 className="text-xl font-bold leading-snug">{title}</h3>
        {states && (
          <div className="flex flex-wrap items-center gap-1.5">
            <PublicationBadge states={states} doc={doc} />
          </div>
        )}
        <KindBadges kind={kind} doc={doc} limit={Number.POSITIVE_INFINITY} />
        {states && publicationState(timingOf(states, doc)) !== 'scheduled' && <p className="text-sm text-muted-foreground">{publicationLine(states, doc, zone, 'dateTime')}</p>}
        {kind.card.excerpt && <p className="leading-relaxed">{text(kind.card.excerpt)}</p>}
      </div>
      {notion ? (
        <a href={notion} target="_blank" rel="noopener noreferrer" className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface-2 p-4 hover:border-primary">
          <span className="grid gap-0.5">
            <span className="font-semibold">{kindWords.notionTitle}</span>
            <span className="text-sm text-muted-foreground">{copy.notionBody}</span>
            <span className="break-all text-xs text-muted-foreground">{notion}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
            {kindWords.notionOpen}
            <ExternalLink aria-hidden className="size-4" />
          </span>
        </a>
      ) : (
        <p data-testid="content-preview" className="whitespace-pre-line rounded-lg bg-surface-2 p-4 text-sm leading-relaxed">
          {preview || kindWords.noContent}
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
