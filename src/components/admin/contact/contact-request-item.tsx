'use client';

import { Mail as MailNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import Link from 'next/link';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { contactCopy as copy } from '@/content/admin-leads';
import { isOverdue, serviceTitle, type LeadStatus } from '@/lib/leads';
import type { ContactRequest } from '@/lib/schemas/contact';
import { timeAgo } from '@/lib/dates';
import { formatDateTime } from '@/lib/site-time';
import { LeadBadges, LeadStatusSelect } from './lead-status';

const Mail = icon(MailNode);
const Trash2 = icon(Trash2Node);

type ContactRequestItemProps = {
  request: ContactRequest;
  ownerEmail: string | null;
  updating: boolean;
  onStatus: (status: LeadStatus) => void;
  onDelete: () => void;
};

/** One lead in the inbox: who, when (with its age against the promise), the message in full, status and owner. */
export function ContactRequestItem({ request: r, ownerEmail, updating, onStatus, onDelete }: ContactRequestItemProps) {
  const zone = useSiteTimeZone();
  const accent = isOverdue(r) ? 'border-l-4 border-l-destructive' : r.status === 'new' ? 'border-l-4 border-l-primary' : '';
  const service = serviceTitle(r.service);
  return (
    <Card className={accent}>
      <article className="grid gap-3 p-5" aria-label={r.name}>
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="grid min-w-0 gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">
                <Link href={`/admin/contact/${r.id}`} aria-label={copy.open(r.name)} className="underline-offset-4 hover:underline">{r.name}</Link>
              </h2>
              <LeadBadges lead={r} />
            </div>
            <p className="text-sm text-muted-foreground">{r.company}{service ? ` · ${service}` : ''}</p>
            <a href={`mailto:${r.email}`} className="inline-flex w-fit items-center gap-1.5 break-all text-sm font-medium text-primary underline-offset-4 hover:underline">
              <Mail aria-hidden className="size-4 shrink-0" />
              {r.email}
            </a>
          </div>
          <div className="grid justify-items-end gap-0.5 text-right text-xs text-muted-foreground">
            <time dateTime={r.createdAt}>{copy.received(formatDateTime(r.createdAt, zone))}</time>
            <span>{timeAgo(r.createdAt)}</span>
          </div>
        </header>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{r.message}</p>
        {r.spamReasons.length > 0 && <p className="text-xs text-destructive">{copy.spamReasons(r.spamReasons)}</p>}
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>{copy.owner(ownerEmail)}</span>
            <span>{copy.source(r.source)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <LeadStatusSelect id={`status-${r.id}`} name={r.name} status={r.status} disabled={updating} onChange={onStatus} />
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={copy.remove(r.name)} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden />
              {copy.deleteButton}
            </Button>
          </div>
        </footer>
      </article>
    </Card>
  );
}
