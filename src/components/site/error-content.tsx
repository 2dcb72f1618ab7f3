'use client';

import type { ReactNode } from 'react';
import { buttonStyle, containerClasses } from '@/components/ui/styles';
import type { ErrorPageCopy } from '@/content/errors';

/** Next's id of a server error (matches the server log line); messages never reach the browser in production. */
function digestOf(error: unknown): string | undefined {
  const digest = error && typeof error === 'object' ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : undefined;
}

/**
 * A stroke icon drawn here, not imported: the error boundaries load with every page, and lucide's icon base and
 * next/link were copied into each boundary's chunk (about 10 KiB gzip per page). Paths from lucide (ISC).
 */
function StrokeIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden className={className}>
      {children}
    </svg>
  );
}

/** The body of every error page: what happened, "Try again" (re-renders the failed segment), and a way back. */
export function ErrorContent({ copy, error, retry }: { copy: ErrorPageCopy; error: unknown; retry: () => void }) {
  const digest = digestOf(error);
  return (
    // Plain class strings (components/ui/styles.ts): this boundary loads with every page, so it stays small.
    <div className={`${containerClasses} flex min-h-[60vh] flex-col items-center justify-center py-24 text-center`}>
      <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary to-accent text-primary-foreground shadow-card" aria-hidden>
        <StrokeIcon className="size-8">
          <path d="M6 10H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
          <path d="M6 14H4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2h-2" />
          <path d="M6 6h.01M6 18h.01m7-12-4 6h6l-4 6" />
        </StrokeIcon>
      </span>
      <h1 className="mt-6 text-title font-bold tracking-tight">{copy.title}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyle({ size: 'lg' })} onClick={retry}>
          <StrokeIcon>
            <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
            <path d="M21 3v5h-5" />
          </StrokeIcon>
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
