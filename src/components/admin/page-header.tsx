import { ArrowLeft as ArrowLeftNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { adminShell } from '@/content/admin';

// From lucide's path data, not components/ui/icons.tsx: client components render this one.
const ArrowLeft = icon(ArrowLeftNode);

/** Back link to the dashboard, the page title and its main action. */
export function AdminPageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="grid gap-4">
      <Link href="/admin" className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {adminShell.backToDashboard}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-title font-bold tracking-tight">{title}</h1>
          {intro && <p className="text-muted-foreground">{intro}</p>}
        </div>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  );
}
