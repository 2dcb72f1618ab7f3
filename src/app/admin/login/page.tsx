import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { getStaffUser } from '@/server/auth/guard';
import { LoginForm } from './login-form';
import { loginCopy } from '@/content/login';
import { safeNextPath } from './safe-next';

export const metadata: Metadata = { title: loginCopy.metaTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

// Outside the public site's shell: a centred card on the page background, in either theme.
export default async function LoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await getStaffUser()) redirect(target);
  return (
    <main id="main" className="relative flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-sm rounded-xl border border-border bg-surface p-6 shadow-raised sm:p-8">
        <Link href="/" aria-label={loginCopy.homeLink} className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
          <Logo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-foreground">{loginCopy.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{loginCopy.intro}</p>
        <LoginForm next={target} />
      </div>
    </main>
  );
}
