import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { inviteCopy as copy } from '@/content/login';
import { roleLabels } from '@/lib/staff-roles';
import { invitationOfToken } from '@/server/team/invitations';
import { AuthCard } from '../../auth-card';
import { AcceptInvitationForm } from './accept-form';

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** An invitation's page: the invited address and role, and the form that makes the account; or why the link no longer works. */
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  const found = await invitationOfToken(decodeURIComponent(token));
  if (!found.ok) {
    return (
      <AuthCard title={copy.closedTitle} intro={found.message}>
        <Link href="/admin/login" className={buttonClasses({ className: 'mt-6 w-full' })}>{copy.signIn}</Link>
      </AuthCard>
    );
  }
  const { invitation } = found;
  return (
    <AuthCard title={copy.title} intro={copy.intro(roleLabels[invitation.role].label, invitation.email)}>
      <AcceptInvitationForm token={decodeURIComponent(token)} email={invitation.email} name={invitation.name ?? ''} />
    </AuthCard>
  );
}
