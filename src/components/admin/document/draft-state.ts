import type { ContentProblem } from '@/kit/content-checks';

// The states of a document in the editor (use-document-draft.ts): the document as the server last answered, and where
// the save of what staff typed stands.

export type DocumentState = {
  status: 'draft' | 'scheduled' | 'published';
  live: boolean;
  liveAddress: string | null;
  revision: number;
  publishAt: string | null;
  /** Scheduled together with other documents: their shared id. */
  publishBatch?: string | null;
  publishedAt: string | null;
  /** The checks before publishing of the saved working copy (the server runs them on every save). */
  checks: ContentProblem[];
};
export type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'invalid' } | { kind: 'failed'; message?: string } | { kind: 'conflict'; message: string };

/** Each field's first message, by its place (`blocks.0.heading`), as the API's 400 names them. */
export function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Whether what staff typed is not (yet) on the server: leaving then asks first. */
export const holdsUnsavedWork = (save: SaveState) => save.kind === 'pending' || save.kind === 'saving' || save.kind === 'invalid' || save.kind === 'failed' || save.kind === 'conflict';
