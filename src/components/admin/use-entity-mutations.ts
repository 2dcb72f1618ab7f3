'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedback } from '@/content/admin';
import { sendData } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type EntityNames = { entity: string; entityLower: string };

/** Create, update and delete of one admin list, with the spec's toasts; every success refetches the list. */
export function useEntityMutations<T>(listUrl: string, names: EntityNames) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: [listUrl] });
  const fail = (action: 'create' | 'update' | 'delete') => (error: Error) => {
    console.error(error);
    toast({ title: feedback.errorTitle, description: feedback.failure(action, names.entityLower), variant: 'destructive' });
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
    mutationFn: ({ id, body }: { id: string; body: object }) => sendData<T>('PATCH', `${listUrl}/${id}`, body),
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
