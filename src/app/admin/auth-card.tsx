import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { loginCopy } from '@/content/login';

/**
 * The pages of the staff area reached before a session (sign-in, an invitation, a password reset): outside the site's
 * shell, a centred card on the page background, in either theme.
 */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="relative flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-sm rounded-xl border border-border bg-surface p-6 shadow-raised sm:p-8">
        <Link href="/" aria-label={loginCopy.homeLink} className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
          <Logo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{intro}</p>
        {children}
      </div>
    </main>
  );
}
