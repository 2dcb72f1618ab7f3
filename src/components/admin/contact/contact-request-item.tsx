'use client';

import { Check, Mail, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { contactCopy as copy } from '@/content/admin-managers';
import { formatDate } from '@/lib/dates';
import type { ContactRequest } from '@/lib/schemas/contact';

type ContactRequestItemProps = { request: ContactRequest; updating: boolean; onToggleStatus: () => void; onDelete: () => void };

/** One message of the inbox, in full; a new one is marked with a badge and an accent edge. */
export function ContactRequestItem({ request: r, updating, onToggleStatus, onDelete }: ContactRequestItemProps) {
  const isNew = r.status === 'new';
  return (
    <Card className={isNew ? 'border-l-4 border-l-primary' : 'opacity-90'}>
      <article className="grid gap-3 p-5" aria-label={r.name}>
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="grid min-w-0 gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">{r.name}</h2>
              <Badge variant={isNew ? 'default' : 'muted'}>{isNew ? copy.newBadge : copy.handledBadge}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{r.company}</p>
            <a href={`mailto:${r.email}`} className="inline-flex w-fit items-center gap-1.5 break-all text-sm font-medium text-primary underline-offset-4 hover:underline">
              <Mail aria-hidden className="size-4 shrink-0" />
              {r.email}
            </a>
          </div>
          <p className="text-xs text-muted-foreground">
            <time dateTime={r.createdAt}>{copy.received(formatDate(r.createdAt))}</time>
          </p>
        </header>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{r.message}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onToggleStatus} disabled={updating} aria-label={isNew ? copy.markHandledLabel(r.name) : copy.markNewLabel(r.name)}>
            {isNew ? <Check aria-hidden /> : <RotateCcw aria-hidden />}
            {isNew ? copy.markHandled : copy.markNew}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={copy.remove(r.name)} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden />
            {copy.deleteButton}
          </Button>
        </div>
      </article>
    </Card>
  );
}
