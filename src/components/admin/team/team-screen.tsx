'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut as LogOutNode, UserPlus as UserPlusNode } from 'lucide';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { FormDialog } from '@/components/admin/form-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { Select } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { teamCopy as copy } from '@/content/admin-team';
import { ApiError, sendData } from '@/lib/api-client';
import { formatDateTime } from '@/lib/site-time';
import { roleLabels, type StaffRole } from '@/lib/staff-roles';
import { InviteForm, LinkToPassOn, RoleOptions, USERS_URL } from './invite-form';
import { toast } from '@/lib/toast';

const UserPlus = icon(UserPlusNode);
const LogOut = icon(LogOutNode);


type Member = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'invited' | 'disabled';
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  invitation?: { expiresAt: string; expired: boolean; deliveries: Array<{ status: string }> };
};
export type Invited = { invitation: { email: string }; link: string | null };
type Confirm = { kind: 'disable' | 'end' | 'revoke'; member: Member } | null;

const statusVariant = { active: 'accent', invited: 'default', disabled: 'destructive' } as const;

/** /admin/users: the accounts and open invitations; invite, change a role, disable or enable, sign out everywhere. */
export function TeamScreen({ selfId }: { selfId: string }) {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const members = useQuery<Member[]>({ queryKey: [USERS_URL] });
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [USERS_URL] });
  const fail = (error: Error) => toast({ title: feedback.errorTitle, description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message, variant: 'destructive' });
  const done = (description: string) => () => {
    toast({ title: feedback.successTitle, description });
    setConfirm(null);
    return refresh();
  };
  const change = useMutation({ mutationFn: ({ id, body }: { id: string; body: object }) => sendData('PATCH', `${USERS_URL}/${id}`, body), onSuccess: done(copy.saved), onError: fail });
  const endSessions = useMutation({ mutationFn: (id: string) => sendData('DELETE', `${USERS_URL}/${id}/sessions`), onSuccess: done(copy.saved), onError: fail });
  const resend = useMutation({ mutationFn: (id: string) => sendData<Invited>('POST', `${USERS_URL}/invitations/${id}/resend`), onSuccess: (invited) => sent(invited), onError: fail });
  const revoke = useMutation({ mutationFn: (id: string) => sendData('DELETE', `${USERS_URL}/invitations/${id}`), onSuccess: done(copy.saved), onError: fail });

  function sent(invited: Invited) {
    setInviting(false);
    if (invited.link) setLink({ email: invited.invitation.email, link: invited.link });
    else toast({ title: feedback.successTitle, description: copy.invited(invited.invitation.email) });
    return refresh();
  }
  const when = (iso: string | null) => (iso ? formatDateTime(iso, zone) : copy.never);
  const pending = change.isPending || endSessions.isPending || revoke.isPending;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden /> {copy.invite}
        </Button>
      </AdminPageHeader>
      {members.isError ? (
        <p role="alert">{copy.loadError}</p>
      ) : !members.data ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                {Object.values(copy.columns).map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => {
                const self = member.id === selfId;
                const invitation = member.invitation;
                const delivery = invitation?.deliveries.at(-1)?.status;
                return (
                  <tr key={member.id} className="border-b border-border last:border-0 align-middle">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="block font-medium">
                        {member.name || member.email} {self && <span className="text-muted-foreground">{copy.you}</span>}
                      </span>
                      {member.name && <span className="block text-muted-foreground">{member.email}</span>}
                    </th>
                    <td className="px-4 py-3">
                      {member.status === 'invited' ? (
                        roleLabels[member.role].label
                      ) : (
                        <Select aria-label={copy.roleOf(member.email)} className="h-9 w-32" value={member.role} disabled={pending} onChange={(event) => change.mutate({ id: member.id, body: { role: event.target.value } })}>
                          <RoleOptions />
                        </Select>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={statusVariant[member.status]}>{copy.statuses[member.status]}</Badge>
                      {invitation && (
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {invitation.expired ? copy.expired : copy.until(when(invitation.expiresAt))}
                          {delivery ? ` · ${copy.delivery[delivery] ?? delivery}` : ''}
                        </span>
                      )}
                    </td>
                    <td className="px-4 py-3">{member.status === 'invited' ? '—' : member.twoFactorEnabled ? copy.twoFactor.on : copy.twoFactor.off}</td>
                    <td className="px-4 py-3">{member.status === 'invited' ? '—' : when(member.lastSignInAt)}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2 whitespace-nowrap">
                        {member.status === 'invited' ? (
                          <>
                            <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(member.id)} aria-label={`${copy.resend}: ${member.email}`}>
                              {copy.resend}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: 'revoke', member })} aria-label={`${copy.revoke}: ${member.email}`}>
                              {copy.revoke}
                            </Button>
                          </>
                        ) : (
                          <>
                            {member.status === 'disabled' ? (
                              <Button size="sm" variant="secondary" disabled={pending} onClick={() => change.mutate({ id: member.id, body: { disabled: false } })} aria-label={`${copy.enable}: ${member.email}`}>
                                {copy.enable}
                              </Button>
                            ) : (
                              !self && (
                                <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirm({ kind: 'disable', member })} aria-label={`${copy.disable}: ${member.email}`}>
                                  {copy.disable}
                                </Button>
                              )
                            )}
                            {member.status === 'active' && !self && (
                              <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: 'end', member })} aria-label={`${copy.endSessions}: ${member.email}`}>
                                <LogOut aria-hidden /> {copy.endSessions}
                              </Button>
                            )}
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FormDialog open={inviting} locked={false} onClose={() => setInviting(false)} className="max-w-[520px]">
        {inviting && <InviteForm onSent={sent} onCancel={() => setInviting(false)} />}
      </FormDialog>
      <LinkToPassOn link={link} onClose={() => setLink(null)} />
      <ConfirmActionDialog
        open={confirm !== null}
        title={confirm ? (confirm.kind === 'disable' ? copy.disableTitle : confirm.kind === 'end' ? copy.endTitle : copy.revokeTitle)(confirm.member.email) : ''}
        description={confirm?.kind === 'disable' ? copy.disableBody : confirm?.kind === 'end' ? copy.endBody : copy.revokeBody}
        confirmLabel={confirm?.kind === 'disable' ? copy.disable : confirm?.kind === 'end' ? copy.endSessions : copy.revoke}
        pendingLabel={copy.working}
        pending={pending}
        variant={confirm?.kind === 'end' ? 'primary' : 'destructive'}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'disable') change.mutate({ id: confirm.member.id, body: { disabled: true } });
          else if (confirm.kind === 'end') endSessions.mutate(confirm.member.id);
          else revoke.mutate(confirm.member.id);
        }}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
