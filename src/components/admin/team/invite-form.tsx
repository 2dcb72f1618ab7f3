'use client';

import { useMutation } from '@tanstack/react-query';
import { Copy as CopyNode, Send as SendNode } from 'lucide';
import { useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { icon } from '@/components/ui/icon';
import { Input, Select } from '@/components/ui/input';
import { actionLabels, feedback } from '@/content/admin';
import { teamCopy as copy } from '@/content/admin-team';
import { ApiError, sendData } from '@/lib/api-client';
import { roleLabels, STAFF_ROLES, type StaffRole } from '@/lib/staff-roles';
import { toast } from '@/lib/toast';
import type { Invited } from './team-screen';

const Send = icon(SendNode);
const Copy = icon(CopyNode);

export const USERS_URL = '/api/admin/users';

export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role].label}
    </option>
  ));
}

/** The invitation form: an address, a role (each said in words), an optional name. */
export function InviteForm({ onSent, onCancel }: { onSent: (invited: Invited) => void; onCancel: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () => sendData<Invited>('POST', `${USERS_URL}/invitations`, { email, role, ...(name.trim() ? { name } : {}) }),
    onSuccess: onSent,
    onError: (error: Error) => (error instanceof ApiError && error.fields ? setErrors(error.fields) : toast({ title: feedback.errorTitle, description: error.message, variant: 'destructive' })),
  });
  useDialogFormGuard(email !== '' || name !== '');
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        send.mutate();
      }}
    >
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{copy.inviteTitle}</DialogTitle>
        <DialogDescription>{copy.inviteIntro}</DialogDescription>
      </div>
      <Field id="invite-email" label={copy.email} required error={errors.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} {...fieldAria('invite-email', { error: errors.email })} />
      </Field>
      <Field id="invite-role" label={copy.role} required hint={roleLabels[role].description} error={errors.role}>
        <Select value={role} onChange={(event) => setRole(event.target.value as StaffRole)} {...fieldAria('invite-role', { error: errors.role, hint: true })}>
          <RoleOptions />
        </Select>
      </Field>
      <Field id="invite-name" label={copy.name} error={errors.name}>
        <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} {...fieldAria('invite-name', { error: errors.name })} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="secondary" disabled={send.isPending} onClick={onCancel}>
          {actionLabels.cancel}
        </Button>
        <SubmitButton disabled={send.isPending}>
          <Send aria-hidden /> {send.isPending ? copy.sending : copy.send}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}


/** Without a mail server no e-mail goes out: the invitation's link, for the admin to pass on, with a copy button. */
export function LinkToPassOn({ link, onClose }: { link: { email: string; link: string } | null; onClose: () => void }) {
  return (
    <FormDialog open={link !== null} locked={false} onClose={onClose} className="max-w-[560px]">
      {link && (
        <div className="grid gap-4">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>{copy.linkTitle}</DialogTitle>
            <DialogDescription>{copy.linkIntro(link.email)}</DialogDescription>
          </div>
          <Input readOnly value={link.link} aria-label={copy.linkTitle} onFocus={(event) => event.currentTarget.select()} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => void navigator.clipboard.writeText(link.link).then(() => toast({ title: feedback.successTitle, description: copy.copied }))}>
              <Copy aria-hidden /> {copy.copy}
            </Button>
            <Button type="button" onClick={onClose}>
              {copy.done}
            </Button>
          </DialogFooter>
        </div>
      )}
    </FormDialog>
  );
}
