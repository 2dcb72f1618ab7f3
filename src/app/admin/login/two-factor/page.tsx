import type { Metadata } from 'next';
import { twoFactorCopy as copy } from '@/content/login';
import { AuthCard } from '../../auth-card';
import { safeNextPath } from '../safe-next';
import { TwoFactorForm } from './two-factor-form';

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** The second step of a sign-in: the password was right; a code from the app (or a recovery code) makes the session. */
export default async function TwoFactorPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <TwoFactorForm next={safeNextPath(typeof next === 'string' ? next : undefined)} />
    </AuthCard>
  );
}
