'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedback } from '@/content/admin';
import { ApiError, sendData } from '@/lib/api-client';
import { invalidateList } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { revisionEtag } from '@/kit/revision-etag';

type EntityNames = { entity: string; entityLower: string };

/** Create, update and delete of one admin list, with the spec's toasts; every success refetches the list. */
export function useEntityMutations<T>(listUrl: string, names: EntityNames) {
  const queryClient = useQueryClient();
  const refetch = () => invalidateList(queryClient, listUrl);
  const fail = (action: 'create' | 'update' | 'delete') => (error: Error) => {
    console.error(error);
    // A 412 edit conflict says who saved in between: that, not "try again", is what staff can act on.
    const conflict = error instanceof ApiError && error.code === 'edit_conflict' ? error.serverMessage : undefined;
    toast({ title: feedback.errorTitle, description: conflict ?? feedback.failure(action, names.entityLower), variant: 'destructive' });
  };
  const succeed = (action: 'created' | 'updated' | 'deleted') => () => {
    toast({ title: feedback.successTitle, description: feedback.success(names.entity, action) });
    return refetch();
  };

  const create = useMutation({
    mutationFn: (body: object) => sendData<T>('POST', listUrl, body),
    onSuccess: succeed('created'),
    onError: fail('create'),
  });
  const update = useMutation({
    // `revision`: the one the form opened; sent as If-Match so a save over someone else's is refused (412).
    mutationFn: ({ id, body, revision }: { id: string; body: object; revision?: number }) =>
      sendData<T>('PATCH', `${listUrl}/${id}`, body, revision === undefined ? undefined : { 'If-Match': revisionEtag(revision) }),
    onSuccess: succeed('updated'),
    onError: fail('update'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => sendData<void>('DELETE', `${listUrl}/${id}`),
    onSuccess: succeed('deleted'),
    onError: fail('delete'),
  });
  return { create, update, remove, refetch };
}
