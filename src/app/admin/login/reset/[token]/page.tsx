import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { resetCopy as copy } from '@/content/login';
import { resetOfToken } from '@/server/team/password-reset';
import { AuthCard } from '../../../auth-card';
import { ResetForm } from './reset-form';

export const metadata: Metadata = { title: copy.resetMetaTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** A reset link's page: the new password's form, or why the link no longer works. */
export default async function ResetPasswordPage({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const found = await resetOfToken(token);
  if (!found.ok) {
    return (
      <AuthCard title={copy.closedTitle} intro={found.message}>
        <Link href="/admin/login/forgot" className={buttonClasses({ className: 'mt-6 w-full' })}>{copy.forgotTitle}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.resetTitle} intro={copy.resetIntro(found.reset.email)}>
      <ResetForm token={token} email={found.reset.email} />
    </AuthCard>
  );
}
