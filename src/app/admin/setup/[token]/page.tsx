import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { setupCopy as copy } from '@/content/login';
import { checkSetupToken } from '@/server/team/first-run';
import { AuthCard } from '../../auth-card';
import { SetupForm } from './setup-form';

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** The first run's page: the first admin's form while no account exists and the link is the one printed; else why not. */
export default async function SetupPage({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const check = await checkSetupToken(token);
  if (!check.ok) {
    return (
      <AuthCard title={copy.closedTitle} intro={check.message}>
        <Link href="/admin/login" className={buttonClasses({ className: 'mt-6 w-full' })}>{copy.signIn}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <SetupForm token={token} />
    </AuthCard>
  );
}
