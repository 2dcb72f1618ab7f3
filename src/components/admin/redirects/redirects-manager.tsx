'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight as ArrowRightNode, Trash2 as Trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState, ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { feedback } from '@/content/admin';
import { redirectsCopy as copy } from '@/content/admin-publishing';
import { ApiError, sendData } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-client';
import type { RedirectCreate } from '@/lib/schemas/redirect';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';
import { RedirectForm } from './redirect-form';

const ArrowRight = icon(ArrowRightNode);
const Trash2 = icon(Trash2Node);

type Redirect = { fromPath: string; toPath: string; resourceId: string | null; documentId: string | null; createdBy: string | null; createdAt: string };

const REDIRECTS = adminKeys.redirects[0];

/** /admin/redirects: every redirect (old → new, who, when, automatic or by hand), add one, remove one. */
export function RedirectsManager() {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const list = useQuery<Redirect[]>({ queryKey: adminKeys.redirects });
  const [removing, setRemoving] = useState<Redirect | null>(null);
  const failed = (error: Error) => {
    console.error(error);
    // Field errors also show on the form's fields; the toast says what the server said.
    const invalid = error instanceof ApiError && error.fields;
    const description = (error instanceof ApiError && error.serverMessage) || copy.failed;
    toast({ title: invalid ? feedback.validation.title : feedback.errorTitle, description, variant: 'destructive' });
  };
  const refetch = () => queryClient.invalidateQueries({ queryKey: adminKeys.redirects });
  const create = useMutation({
    mutationFn: (body: RedirectCreate) => sendData<Redirect>('POST', REDIRECTS, body),
    onSuccess: () => {
      toast({ title: feedback.successTitle, description: copy.added });
      return refetch();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => sendData<void>('DELETE', `${REDIRECTS}?from=${encodeURIComponent(redirect.fromPath)}`),
    onSuccess: () => {
      setRemoving(null);
      toast({ title: feedback.successTitle, description: copy.removed });
      return refetch();
    },
    onError: failed,
  });

  function table(redirects: Redirect[]) {
    if (redirects.length === 0) return <EmptyState title={copy.emptyTitle} body={copy.emptyBody} />;
    return (
      <div role="region" aria-label={copy.tableCaption} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">{copy.tableCaption}</caption>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {[copy.columns.from, copy.columns.to, copy.columns.by, copy.columns.when, copy.columns.kind].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">{copy.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {redirects.map((redirect) => (
              <tr key={redirect.fromPath}>
                <td className="break-all px-4 py-3 font-mono text-xs">{redirect.fromPath}</td>
                <td className="break-all px-4 py-3 font-mono text-xs">
                  <span className="inline-flex items-center gap-1.5">
                    <ArrowRight aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                    {redirect.toPath}
                  </span>
                </td>
                <td className="px-4 py-3">{redirect.createdBy ?? copy.unknownAuthor}</td>
                <td className="px-4 py-3 text-muted-foreground">{formatDateTime(redirect.createdAt, zone)}</td>
                <td className="px-4 py-3">
                  <Badge variant={redirect.resourceId || redirect.documentId ? 'accent' : 'muted'}>{redirect.resourceId ? copy.automatic : redirect.documentId ? copy.moved : copy.manual}</Badge>
                </td>
                <td className="px-2 py-2 text-right">
                  <Button variant="ghost" size="icon" aria-label={copy.remove(redirect.fromPath)} onClick={() => setRemoving(redirect)} className="text-destructive hover:text-destructive">
                    <Trash2 aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <RedirectForm onSubmit={(values) => create.mutateAsync(values)} />
      {list.isPending ? (
        <LoadingState what={copy.listName} />
      ) : list.isError ? (
        <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        table(list.data)
      )}
      <ConfirmDeleteDialog
        description={removing ? copy.removeBody(removing.fromPath, removing.toPath) : null}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

