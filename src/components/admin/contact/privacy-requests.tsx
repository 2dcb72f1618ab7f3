'use client';

import { useMutation } from '@tanstack/react-query';
import { Download as DownloadNode, Search as SearchNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { privacyCopy as copy } from '@/content/admin-leads';
import { ApiError, getData, sendData } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const Download = icon(DownloadNode);
const Search = icon(SearchNode);
const Trash2 = icon(Trash2Node);

type Found = { email: string; count: number };
const exportUrl = (email: string) => `/api/admin/privacy?email=${encodeURIComponent(email)}`;

/** /admin/privacy: a data subject's access (JSON file) and erasure requests, by e-mail address. */
export function PrivacyRequests({ retentionMonths }: { retentionMonths: number }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<Found | null>(null);
  const [confirming, setConfirming] = useState(false);

  const find = useMutation({
    mutationFn: (address: string) => getData<{ email: string; leads: unknown[] }>(exportUrl(address)),
    onSuccess: (data) => setFound({ email: data.email, count: data.leads.length }),
    onError: (failure: Error) => (failure instanceof ApiError && failure.fields?.email ? setError(failure.fields.email) : toast({ title: feedback.errorTitle, description: failure.message, variant: 'destructive' })),
  });
  const erase = useMutation({
    mutationFn: (address: string) => sendData<{ erased: number }>('DELETE', exportUrl(address)),
    onSuccess: (data) => {
      toast({ title: feedback.successTitle, description: copy.erased(data.erased) });
      setConfirming(false);
      setFound((current) => (current ? { ...current, count: 0 } : current));
    },
    onError: (failure: Error) => toast({ title: feedback.errorTitle, description: failure.message, variant: 'destructive' }),
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <Card className="grid gap-4 p-5">
        <form
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
            <Input id="privacy-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? 'privacy-email-error' : undefined} />
          </div>
          <Button type="submit" disabled={find.isPending}><Search aria-hidden /> {copy.find}</Button>
          {error && <p id="privacy-email-error" className="basis-full text-sm text-destructive">{error}</p>}
        </form>
        {found && (
          <div className="grid gap-3 border-t border-border pt-4" aria-live="polite">
            <p>{copy.found(found.count, found.email)}</p>
            {found.count > 0 && (
              <div className="flex flex-wrap gap-2">
                <a href={exportUrl(found.email)} download className={buttonClasses({ variant: 'secondary' })}><Download aria-hidden /> {copy.download}</a>
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
        description={found ? copy.eraseBody(found.count, found.email) : ''}
        confirmLabel={copy.erase}
        pendingLabel={copy.erasing}
        pending={erase.isPending}
        onConfirm={() => found && erase.mutate(found.email)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
