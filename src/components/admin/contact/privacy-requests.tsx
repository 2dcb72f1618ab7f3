'use client';

import { useMutation } from '@tanstack/react-query';
import { Download as DownloadNode, Search as SearchNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useRef, useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTypedBeforeStart } from '@/components/ui/typed-before-start';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { privacyCopy as copy, type StoredFor } from '@/content/admin-leads';
import { ApiError, apiResponse, sendData } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const Download = icon(DownloadNode);
const Search = icon(SearchNode);
const Trash2 = icon(Trash2Node);

// POSTs with the address in the body: it never travels in a URL (access logs, proxies, browser history).
const EXPORT_URL = '/api/admin/privacy/export';
const ERASE_URL = '/api/admin/privacy/erase';

/** Asks for the export file again and hands it to the browser as a download, under the name the server gives it. */
async function downloadExport(email: string): Promise<void> {
  const response = await apiResponse(EXPORT_URL, { method: 'POST', body: { email } });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /admin/privacy: a data subject's access (JSON file) and erasure requests, by e-mail address. */
export function PrivacyRequests({ retentionMonths }: { retentionMonths: { leads: number; applications: number } }) {
  const [email, setEmail] = useState('');
  const findForm = useRef<HTMLFormElement>(null);
  // An address typed while the screen's scripts were still loading (Find pressed then is held and made once it runs).
  useTypedBeforeStart(findForm, (field) => setEmail((current) => field('email') ?? current));
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<StoredFor | null>(null);
  const [confirming, setConfirming] = useState(false);

  const find = useMutation({
    mutationFn: (address: string) => sendData<StoredFor>('POST', EXPORT_URL, { email: address, summary: true }),
    onSuccess: (data) => setFound(data),
    onError: (failure: Error) => (failure instanceof ApiError && failure.fields?.email ? setError(failure.fields.email) : toast({ title: feedback.errorTitle, description: failure.message, variant: 'destructive' })),
  });
  const download = useMutation({
    mutationFn: downloadExport,
    onError: (failure: Error) => toast({ title: feedback.errorTitle, description: failure.message, variant: 'destructive' }),
  });
  const erase = useMutation({
    mutationFn: (address: string) => sendData<{ erased: number; applications: number; applicationsLeft: number }>('POST', ERASE_URL, { email: address }),
    onSuccess: (data) => {
      toast({ title: feedback.successTitle, description: copy.erased({ leads: data.erased, applications: data.applications }, data.applicationsLeft) });
      setConfirming(false);
      setFound((current) => (current ? { ...current, leads: 0, applications: data.applicationsLeft } : current));
    },
    onError: (failure: Error) => toast({ title: feedback.errorTitle, description: failure.message, variant: 'destructive' }),
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <Card className="grid gap-4 p-5">
        <form
          ref={findForm}
          // POST: without the app (scripts off), the browser sends the form itself, and an address never goes into the URL.
          method="post"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            setFound(null);
            find.mutate(email.trim());
          }}
        >
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor="privacy-email">{copy.email}</Label>
            <Input id="privacy-email" name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? 'privacy-email-error' : undefined} />
          </div>
          <SubmitButton disabled={find.isPending}><Search aria-hidden /> {copy.find}</SubmitButton>
          {error && <p id="privacy-email-error" className="basis-full text-sm text-destructive">{error}</p>}
        </form>
        {found && (
          <div className="grid gap-3 border-t border-border pt-4" aria-live="polite">
            <p>{copy.found(found)}</p>
            {found.leads + found.applications > 0 && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(found.email)}><Download aria-hidden /> {copy.download}</Button>
                <Button variant="destructive" onClick={() => setConfirming(true)}><Trash2 aria-hidden /> {copy.erase}</Button>
              </div>
            )}
          </div>
        )}
      </Card>
      <p className="text-sm text-muted-foreground">{copy.retention(retentionMonths)}</p>
      <ConfirmActionDialog
        open={confirming}
        title={copy.eraseTitle}
        description={found ? copy.eraseBody(found) : ''}
        confirmLabel={copy.erase}
        pendingLabel={copy.erasing}
        pending={erase.isPending}
        onConfirm={() => found && erase.mutate(found.email)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
