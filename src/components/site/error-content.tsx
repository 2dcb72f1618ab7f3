'use client';

import { RotateCw as RotateCwNode, ServerCrash as ServerCrashNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { buttonStyle, containerClasses } from '@/components/ui/styles';
import type { ErrorPageCopy } from '@/content/errors';

const RotateCw = icon(RotateCwNode);
const ServerCrash = icon(ServerCrashNode);

/** Next's id of a server error (matches the server log line); messages never reach the browser in production. */
function digestOf(error: unknown): string | undefined {
  const digest = error && typeof error === 'object' ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : undefined;
}

/** The body of every error page: what happened, "Try again" (re-renders the failed segment), and a way back. */
export function ErrorContent({ copy, error, retry }: { copy: ErrorPageCopy; error: unknown; retry: () => void }) {
  const digest = digestOf(error);
  return (
    // Plain class strings (components/ui/styles.ts): this boundary loads with every page, so it stays small.
    <div className={`${containerClasses} flex min-h-[60vh] flex-col items-center justify-center py-24 text-center`}>
      <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary to-accent text-primary-foreground shadow-card" aria-hidden>
        <ServerCrash className="size-8" />
      </span>
      <h1 className="mt-6 text-title font-bold tracking-tight">{copy.title}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyle({ size: 'lg' })} onClick={retry}>
          <RotateCw />
          {copy.retry}
        </button>
        {/* A full load on purpose: it leaves the failed page's state behind. */}
        <a href={copy.backHref} className={buttonStyle({ variant: 'secondary', size: 'lg' })}>
          {copy.back}
        </a>
      </div>
      {digest ? (
        <p className="mt-6 text-xs text-muted-foreground">
          {copy.reference} <code>{digest}</code>
        </p>
      ) : null}
    </div>
  );
}
