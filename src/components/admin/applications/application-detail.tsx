'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download as DownloadNode } from 'lucide';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { Section } from '@/components/admin/contact/lead-detail-parts';
import { LeadDeliveries } from '@/components/admin/contact/lead-deliveries';
import { LeadNotes } from '@/components/admin/contact/lead-notes';
import type { StaffOption } from '@/components/admin/contact/inbox-filters';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { useEntityMutations } from '@/components/admin/use-entity-mutations';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { ArrowLeft } from '@/components/ui/icons';
import { Label, Select } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { applicationsCopy as copy, fileSize } from '@/content/admin-applications';
import { sendData } from '@/lib/api-client';
import type { Application, ApplicationDetail as Detailed } from '@/lib/schemas/application';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import { StatusOptions } from './status-options';
import { APPLICATIONS_URL } from './applications-inbox';

const Download = icon(DownloadNode);

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One application: who, for what, their motivation and CV (a download, never shown in the page); its status and
 * owner, the team's notes, and the hiring team's notification with "Retry now".
 */
export function ApplicationDetail({ id }: { id: string }) {
  const zone = useSiteTimeZone();
  const router = useRouter();
  const queryClient = useQueryClient();
  const url = `${APPLICATIONS_URL}/${id}`;
  // Once deleted, it is not asked for again while the page is left (that would be a 404).
  const [gone, setGone] = useState(false);
  const item = useQuery<Detailed>({ queryKey: [url], enabled: !gone });
  const staff = useQuery<StaffOption[]>({ queryKey: ['/api/admin/staff'] });
  const { update, remove } = useEntityMutations<Application>(APPLICATIONS_URL, copy);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [url] });
  const fail = (error: Error) => {
    console.error(error);
    toast({ title: feedback.errorTitle, description: copy.retryFailed, variant: 'destructive' });
  };
  const retry = useMutation({
    mutationFn: (deliveryId: string) => sendData('POST', `${url}/deliveries/${deliveryId}/retry`),
    onSuccess: () => {
      toast({ title: feedback.successTitle, description: copy.retried });
      return refresh();
    },
    onError: fail,
  });
  const application = item.data;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, zone) : '—');

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link href="/admin/applications" className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {copy.back}
      </Link>
      {item.isError ? (
        <p role="alert">{copy.loadError}</p>
      ) : !application ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <>
          <header className="grid gap-3">
            <h1 className="text-title font-bold tracking-tight">{application.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={application.status === 'new' ? 'accent' : 'default'}>{copy.statuses[application.status]}</Badge>
              <span>{application.opening?.title ?? copy.general}</span>
              <span>
                {copy.received} {formatDateTime(application.createdAt, zone)}
              </span>
            </p>
            <div className="flex flex-wrap items-end gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="application-status">{copy.changeStatus}</Label>
                <Select id="application-status" className="h-10 w-44" value={application.status} disabled={update.isPending} onChange={(event) => update.mutate({ id, body: { status: event.target.value } })}>
                  <StatusOptions />
                </Select>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="application-owner">{copy.owner}</Label>
                <Select id="application-owner" className="h-10 w-64" value={application.ownerId ?? ''} disabled={update.isPending} onChange={(event) => update.mutate({ id, body: { ownerId: event.target.value || null } })}>
                  <option value="">{copy.unassigned}</option>
                  {(staff.data ?? []).map((account) => <option key={account.id} value={account.id}>{account.email}</option>)}
                </Select>
              </div>
            </div>
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid content-start gap-4">
              <dl className="grid gap-4 rounded-xl border border-border bg-surface p-5">
                <Detail term={copy.email}>
                  <a href={`mailto:${application.email}`} className="text-primary underline-offset-4 hover:underline">
                    {application.email}
                  </a>
                </Detail>
                {application.phone && <Detail term={copy.phone}>{application.phone}</Detail>}
                {application.linkedin && (
                  <Detail term={copy.linkedin}>
                    <a href={application.linkedin} target="_blank" rel="noreferrer noopener" className="text-primary underline-offset-4 hover:underline">
                      {application.linkedin}
                    </a>
                  </Detail>
                )}
                <Detail term={copy.motivation}>
                  <p className="whitespace-pre-line">{application.motivation}</p>
                </Detail>
                <Detail term={copy.cv}>
                  <a href={application.cv.url} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                    <Download aria-hidden />
                    {copy.download(application.cv.fileName, fileSize(application.cv.size))}
                  </a>
                </Detail>
                {application.spamReasons.length > 0 && <Detail term={copy.spamReasons}>{application.spamReasons.join('; ')}</Detail>}
              </dl>
              <p className="text-sm text-muted-foreground">{copy.consent(formatDateTime(application.consent.at, zone), application.consent.version)}</p>
              <Button type="button" variant="ghost" className="-ml-4 w-fit text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
                {copy.delete}
              </Button>
            </div>
            <div className="grid content-start gap-6">
              <Section title={copy.notes}>
                <LeadNotes notes={application.notes} notesUrl={`${url}/notes`} when={when} onAdded={refresh} onError={fail} />
              </Section>
              <Section title={copy.notifications}>
                <LeadDeliveries deliveries={application.deliveries} when={when} retrying={retry.isPending} onRetry={(deliveryId) => retry.mutate(deliveryId)} />
              </Section>
            </div>
          </div>
          <ConfirmDeleteDialog
            description={deleting ? copy.deleteBody(application.name) : null}
            pending={remove.isPending}
            onConfirm={() => {
              // Not asked for again once it is gone (the list's refresh would, and get a 404).
              setGone(true);
              remove.mutate(id, { onSuccess: () => router.push('/admin/applications'), onError: () => setGone(false) });
            }}
            onCancel={() => setDeleting(false)}
          />
        </>
      )}
    </div>
  );
}
