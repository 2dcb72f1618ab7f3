import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getStaffUser } from '@/server/auth/guard';
import { AuthCard } from '../auth-card';
import { LoginForm } from './login-form';
import { loginCopy } from '@/content/login';
import { safeNextPath } from './safe-next';

export const metadata: Metadata = { title: loginCopy.metaTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await getStaffUser()) redirect(target);
  return (
    <AuthCard title={loginCopy.title} intro={loginCopy.intro}>
      <LoginForm next={target} />
    </AuthCard>
  );
}
