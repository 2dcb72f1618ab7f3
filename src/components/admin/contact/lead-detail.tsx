'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft as ArrowLeftNode, Mail as MailNode, Phone as PhoneNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import Link from 'next/link';
import { ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { fieldControlClasses, Label } from '@/components/ui/input';
import { contactCopy, leadCopy as copy } from '@/content/admin-leads';
import { feedback } from '@/content/admin';
import { sendData } from '@/lib/api-client';
import { industryTitle, serviceTitle, type LeadStatus } from '@/lib/leads';
import type { LeadDetail } from '@/lib/schemas/contact';
import { formatDateTime } from '@/lib/site-time';
import { timeAgo } from '@/lib/dates';
import { truncate } from '@/lib/text';
import { toast } from '@/lib/toast';
import type { StaffOption } from './inbox-filters';
import { describe, Facts, Section, touchRows } from './lead-detail-parts';
import { LeadDeliveries } from './lead-deliveries';
import { LeadNotes } from './lead-notes';
import { LeadBadges, LeadStatusSelect } from './lead-status';

const ArrowLeft = icon(ArrowLeftNode);
const Mail = icon(MailNode);
const Phone = icon(PhoneNode);

const LIST_URL = '/api/admin/contact-requests';
// A note quoted in the activity log: its first words; the note itself is in full under Notes.
const ACTIVITY_NOTE_CHARS = 80;

/** /admin/contact/{id}: one lead with everything about it, and the ways to work it. */
export function LeadDetailView({ id }: { id: string }) {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const url = `${LIST_URL}/${id}`;
  const lead = useQuery<LeadDetail>({ queryKey: [url] });
  const staff = useQuery<StaffOption[]>({ queryKey: ['/api/admin/staff'] });
  const owners = new Map((staff.data ?? []).map((account) => [account.id, account.email]));
  const refresh = () => queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(LIST_URL) });
  const fail = (error: Error) => {
    console.error(error);
    toast({ title: feedback.errorTitle, description: copy.failed, variant: 'destructive' });
  };

  const change = useMutation({
    mutationFn: (body: { status?: LeadStatus; ownerId?: string | null }) => sendData('PATCH', url, body),
    onSuccess: () => {
      toast({ title: feedback.successTitle, description: copy.saved });
      return refresh();
    },
    onError: fail,
  });
  const retry = useMutation({
    mutationFn: (deliveryId: string) => sendData('POST', `${url}/deliveries/${deliveryId}/retry`),
    onSuccess: () => {
      toast({ title: feedback.successTitle, description: copy.retried });
      return refresh();
    },
    onError: fail,
  });

  const back = (
    <Link href="/admin/contact" className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4" />
      {copy.back}
    </Link>
  );
  if (lead.isPending) return <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">{back}<LoadingState what={copy.loading} /></div>;
  if (lead.isError) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
        {back}
        <ErrorPanel title={contactCopy.errorTitle} body={copy.loadError} onRetry={() => void lead.refetch()} retrying={lead.isFetching} />
      </div>
    );
  }
  const r = lead.data;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, zone) : copy.none);
  const notesById = new Map(r.notes.map((entry) => [entry.id, entry]));

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {back}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-title font-bold tracking-tight">{r.name}</h1>
          <LeadBadges lead={r} />
        </div>
        <p className="text-muted-foreground">{r.company}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={r.createdAt}>{copy.received(when(r.createdAt), timeAgo(r.createdAt))}</time>
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="lead-status">{copy.status}</Label>
            <LeadStatusSelect id="lead-status" name={r.name} status={r.status} disabled={change.isPending} onChange={(status) => change.mutate({ status })} className="h-10 w-44" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lead-owner">{copy.owner}</Label>
            <select id="lead-owner" value={r.ownerId ?? ''} disabled={change.isPending} onChange={(event) => change.mutate({ ownerId: event.target.value || null })} className={`${fieldControlClasses} h-10 w-64`}>
              <option value="">{copy.unassigned}</option>
              {(staff.data ?? []).map((account) => <option key={account.id} value={account.id}>{account.email}</option>)}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={`mailto:${r.email}`} className="inline-flex h-10 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-2"><Mail aria-hidden className="size-4" />{r.email}</a>
            {r.phone && <a href={`tel:${r.phone.replace(/[^+\d]/g, '')}`} className="inline-flex h-10 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-2"><Phone aria-hidden className="size-4" />{r.phone}</a>}
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <Section title={copy.message}>
            <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{r.message}</p>
            {r.spamReasons.length > 0 && <p className="text-sm text-destructive">{contactCopy.spamReasons(r.spamReasons)}</p>}
          </Section>
          <Section title={copy.details}>
            <Facts
              rows={[
                [copy.fields.email, r.email],
                [copy.fields.phone, r.phone],
                [copy.fields.service, serviceTitle(r.service)],
                [copy.fields.industry, industryTitle(r.industry)],
                [copy.fields.consent, r.marketingConsent ? copy.consentGiven(when(r.marketingConsent.at), r.marketingConsent.version) : copy.consentNone],
                [copy.fields.userAgent, r.userAgent],
              ]}
            />
          </Section>
          <Section title={copy.attribution}>
            {r.attribution ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {([[copy.firstTouch, r.attribution.first], [copy.lastTouch, r.attribution.last]] as const).map(([title, touch]) => (
                  <div key={title} className="grid content-start gap-2">
                    <h3 className="text-sm font-semibold">{title}</h3>
                    {touch ? <Facts rows={touchRows(touch)} compact /> : <p className="text-sm text-muted-foreground">{copy.none}</p>}
                  </div>
                ))}
                {r.attribution.page && <p className="text-sm sm:col-span-2"><span className="text-muted-foreground">{copy.formPage}: </span>{r.attribution.page}</p>}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{copy.attributionNone}</p>
            )}
          </Section>
          <Section title={copy.deliveries}>
            <LeadDeliveries deliveries={r.deliveries} when={when} retrying={retry.isPending} onRetry={(deliveryId) => retry.mutate(deliveryId)} />
          </Section>
        </div>
        <div className="grid content-start gap-6">
          <Section title={copy.notes}>
            <LeadNotes notes={r.notes} notesUrl={`${url}/notes`} when={when} onAdded={refresh} onError={fail} />
          </Section>
          <Section title={copy.activity}>
            <ol className="grid gap-3 border-l border-border pl-4">
              {r.activity.map((entry) => (
                <li key={entry.id} className="relative grid gap-0.5 text-sm">
                  <span aria-hidden className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" />
                  <span>{describe(entry, owners)}{entry.kind === 'note' && notesById.get(String(entry.detail.noteId)) ? `: “${truncate(notesById.get(String(entry.detail.noteId))!.body, ACTIVITY_NOTE_CHARS)}”` : ''}</span>
                  <span className="text-xs text-muted-foreground"><time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>{entry.actorEmail ? ` · ${entry.actorEmail}` : ''}</span>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </div>
  );
}
