'use client';

import { diffWordsWithSpace } from 'diff';
import { useMemo } from 'react';
import { historyWords as copy } from '@/content/admin-publishing';
import { isHtml } from '@/lib/text';

// Blocks that end a line of text, so paragraphs compare as paragraphs rather than one run-on string.
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,tr,figcaption,div';

/** Formatted text as a person reads it: its text with a line per block (an inert parse: nothing loads or runs). */
export function contentAsText(content: string): string {
  if (!isHtml(content)) return content.trim();
  const doc = new DOMParser().parseFromString(content, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll(BLOCKS).forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const insClasses = 'rounded-sm bg-success/20 px-0.5 text-foreground underline decoration-success decoration-2 underline-offset-2';
export const delClasses = 'rounded-sm bg-destructive/20 px-0.5 text-foreground line-through decoration-destructive decoration-2';

/** Word diff from `before` (the version) to `after` (the current document): removed words in <del>, added in <ins>. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  // A huge rewrite gives up after a second and shows both sides whole instead of freezing the tab.
  const parts = useMemo(() => diffWordsWithSpace(before, after, { timeout: 1000 }), [before, after]);
  if (before === after) return <p className="text-sm text-muted-foreground">{copy.unchanged}</p>;
  if (!parts) {
    return (
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
        <del className={delClasses}>{before}</del> <ins className={insClasses}>{after}</ins>
      </p>
    );
  }
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={insClasses}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className={delClasses}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

export type FieldChange = { key: string; label: string; before: string; after: string };

/** Two versions field by field: a legend naming each side, then each field's label over its word diff. */
export function ChangeList({ changes, legend }: { changes: readonly FieldChange[]; legend: { removed: string; added: string } }) {
  return (
    <>
      <p className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span>
          <del className={delClasses}>{legend.removed}</del>
        </span>
        <span>
          <ins className={insClasses}>{legend.added}</ins>
        </span>
      </p>
      <dl className="grid gap-4">
        {changes.map((change) => (
          <div key={change.key} className="grid gap-1.5 rounded-lg border border-border bg-background p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{change.label}</dt>
            <dd className="max-h-72 overflow-y-auto">
              <WordDiff before={change.before} after={change.after} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
