'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { DialogClose, DialogFooter, DialogHeader, DialogTitle, DialogDescription } from '@/components/ui/dialog';
import { actionLabels } from '@/content/admin';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { ApiError, sendData } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { kindAdminPath, kindListUrl, type ClientKind } from '@/kit/client-kind';
import { emptyValue } from '@/kit/field-values';
import { slugify } from '@/lib/slug';
import { FieldsEditor } from './field-editor';

/**
 * "Add page": the fields the kind's starter asks for (title, address, search snippet), a draft made from them on
 * the server, and its editor opened. Errors come back from the API by field, as every save's do.
 */
export function NewDocumentDialog({ kind, asks, addressPrefix }: { kind: ClientKind; asks: readonly string[]; addressPrefix?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {copy.newDocument(kind.labels.singular)}
      </Button>
      <FormDialog open={open} locked={false} onClose={() => setOpen(false)} className="max-w-[600px]">
        {open && <NewDocumentForm kind={kind} asks={asks} addressPrefix={addressPrefix} />}
      </FormDialog>
    </>
  );
}

function NewDocumentForm({ kind, asks, addressPrefix }: { kind: ClientKind; asks: readonly string[]; addressPrefix?: string }) {
  const fields = useMemo(() => Object.fromEntries(asks.map((key) => [key, kind.fields[key]!])), [kind, asks]);
  // From a view (the industry pages), the address starts with its prefix; a kind kept below a path (job openings), with that.
  const initial = useMemo(() => Object.fromEntries(Object.entries(fields).map(([key, field]) => {
    const prefix = field.type === 'address' ? (addressPrefix ?? field.under) : undefined;
    return [key, prefix ?? emptyValue(field)];
  })), [fields, addressPrefix]);
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  // The address follows the title ("DevOps Engineer" → /careers/devops-engineer) until staff write one of their own.
  const titleKey = kind.card.title;
  const addressKey = Object.keys(fields).find((key) => fields[key]!.type === 'address');
  const addressStart = addressKey ? String(initial[addressKey] || '/') : '/';
  const suggested = (title: unknown) => `${addressStart}${slugify(String(title ?? ''))}`;
  const follow = (previous: Record<string, unknown>, next: Record<string, unknown>) => {
    if (!addressKey || !(titleKey in fields) || next[titleKey] === previous[titleKey]) return next;
    const following = previous[addressKey] === initial[addressKey] || previous[addressKey] === suggested(previous[titleKey]);
    return following ? { ...next, [addressKey]: suggested(next[titleKey]) } : next;
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [working, setWorking] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  useDialogFormGuard(!working && JSON.stringify(values) !== JSON.stringify(initial));

  async function create(event: React.FormEvent) {
    event.preventDefault();
    setWorking(true);
    try {
      const created = await sendData<{ id: string }>('POST', kindListUrl(kind.key), values);
      await queryClient.invalidateQueries({ queryKey: [kindListUrl(kind.key)] });
      toast({ title: copy.created(kind.labels.singular) });
      router.push(`${kindAdminPath(kind.key)}/${created.id}`);
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast({ title: error instanceof ApiError ? (error.serverMessage ?? error.message) : copy.saveFailed, variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(event) => void create(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{copy.newDocument(kind.labels.singular)}</DialogTitle>
        <DialogDescription>{copy.newIntro(kind.labels.singular)}</DialogDescription>
      </DialogHeader>
      <FieldsEditor
        fields={fields}
        values={values}
        onChange={(next) => {
          setValues(follow(values, next));
          // What the server refused is judged again on the next try.
          setErrors({});
        }}
        path=""
        errors={errors}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={working}>
            {actionLabels.cancel}
          </Button>
        </DialogClose>
        <SubmitButton disabled={working}>
          {working ? copy.creating : copy.create}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
