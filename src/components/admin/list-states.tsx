'use client';

import { AlertTriangle as AlertTriangleNode, Inbox as InboxNode, RotateCw as RotateCwNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { listStates } from '@/content/admin';

const AlertTriangle = icon(AlertTriangleNode);
const Inbox = icon(InboxNode);
const RotateCw = icon(RotateCwNode);

export function LoadingState({ what }: { what: string }) {
  return (
    <div className="flex justify-center py-20">
      <Spinner label={listStates.loading(what)} className="[&_svg]:size-8" />
    </div>
  );
}

/** The load-failure panel with the spec's wording and a retry of the same request. */
export function ErrorPanel({ title, body, onRetry, retrying }: { title: string; body: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-xl border border-destructive/50 bg-destructive/10 px-6 py-10 text-center">
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{body}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        {retrying ? listStates.retrying : listStates.retry}
      </Button>
    </div>
  );
}

export function EmptyState({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <Inbox aria-hidden className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}
