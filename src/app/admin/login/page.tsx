import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffUser } from '@/server/auth/guard';
import { AuthCard } from '../auth-card';
import { LoginForm } from './login-form';
import { loginCopy, setupCopy } from '@/content/login';
import { awaitingFirstAccount } from '@/server/team/first-run';
import { safeNextPath } from './safe-next';

export const metadata: Metadata = { title: loginCopy.metaTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await getStaffUser()) redirect(target);
  return (
    <AuthCard title={loginCopy.title} intro={loginCopy.intro}>
      {(await awaitingFirstAccount()) && (
        <p role="note" className="mt-4 rounded-md border border-accent/40 bg-accent/10 px-3.5 py-2.5 text-sm">{setupCopy.notice}</p>
      )}
      <LoginForm next={target} />
    </AuthCard>
  );
}
