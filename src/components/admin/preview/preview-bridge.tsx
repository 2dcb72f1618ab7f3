'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderDraft } from '@/app/admin/(preview)/preview/render-draft';
import { indexIn } from '@/components/admin/document/fresh-items';
import { previewCopy } from '@/content/admin-preview';
import { PREVIEW_MESSAGE } from '@/lib/preview.mjs';

type Draft = { seq: number; values: unknown; fresh: readonly string[] };
type View = { parts: ReactNode[]; seq: number };

/** Whether a message comes from the editor that holds this frame: our own origin, our own parent window. */
const fromEditor = (event: MessageEvent) => event.origin === window.location.origin && event.source === window.parent && window.parent !== window;

/** The indices of the blocks just added, or holding an item just added (`blocks.3`, `blocks.3.cards.1`). */
const freshBlocks = (places: readonly string[], fieldKey: string): number[] => places.flatMap((place) => indexIn(fieldKey, place)?.index ?? []);

function applyTheme(theme: unknown) {
  if (theme !== 'dark' && theme !== 'light') return;
  // The frame's own document only: the staff's stored choice of theme is left as it is.
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/**
 * The frame's end of the live preview (docs/decisions/0036, section 10): takes the draft the editor posts, has the
 * server draw the blocks that changed (renderDraft) and shows the newest draft. One render at a time: drafts that
 * arrive meanwhile are folded into the newest, so a fast typist never queues a backlog. Each draft shown is reported back (its
 * sequence number), which is what the preview benchmark times. Links do not leave the preview; its forms are inert.
 */
export function PreviewBridge({ kind, fieldKey, initial }: { kind: string; fieldKey: string; initial: ReactNode }) {
  const [view, setView] = useState<View>({ parts: [initial], seq: 0 });
  const [failed, setFailed] = useState(false);
  const next = useRef<Draft | null>(null);
  const busy = useRef(false);
  // Each block as last sent to be drawn (JSON), so a draft redraws only the blocks that changed; null: all of them.
  const drawn = useRef<string[] | null>(null);

  useEffect(() => {
    /** The blocks to draw again for these values: null for the whole page (blocks added, removed or moved). */
    function changedBlocks(values: unknown, fresh: readonly number[]): { blocks: string[]; only: number[] | null } {
      const list = values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[fieldKey] : undefined;
      // A block just added is drawn as waiting to be filled in: when it stops being fresh, it is drawn again.
      const blocks = Array.isArray(list) ? list.map((block, index) => JSON.stringify([block, fresh.includes(index)])) : [];
      const before = drawn.current;
      if (!before || before.length !== blocks.length || blocks.length === 0) return { blocks, only: null };
      return { blocks, only: blocks.flatMap((block, index) => (block === before[index] ? [] : [index])) };
    }
    async function drain() {
      if (busy.current) return;
      busy.current = true;
      try {
        while (next.current) {
          const draft = next.current;
          next.current = null;
          const fresh = freshBlocks(draft.fresh, fieldKey);
          const { blocks, only } = changedBlocks(draft.values, fresh);
          // Nothing the page shows changed (the title, the search snippet): what is on screen is this draft.
          if (only?.length === 0) {
            setView((current) => ({ ...current, seq: draft.seq }));
            continue;
          }
          try {
            drawn.current = blocks;
            const answer = await renderDraft(kind, draft.values, only ?? undefined, fresh);
            if (answer === null) {
              drawn.current = null;
              setFailed(true);
              continue;
            }
            setFailed(false);
            setView((current) => {
              if (!answer.only) return { parts: answer.parts, seq: draft.seq };
              const parts = [...current.parts];
              for (const [at, index] of answer.only.entries()) parts[index] = answer.parts[at];
              return { parts, seq: draft.seq };
            });
          } catch {
            drawn.current = null;
            setFailed(true);
          }
        }
      } finally {
        busy.current = false;
      }
    }
    function onMessage(event: MessageEvent) {
      if (!fromEditor(event)) return;
      const data = event.data as { type?: unknown; seq?: unknown; values?: unknown; fresh?: unknown; theme?: unknown } | null;
      if (data?.type === PREVIEW_MESSAGE.theme) applyTheme(data.theme);
      if (data?.type === PREVIEW_MESSAGE.draft && typeof data.seq === 'number') {
        if (next.current && next.current.seq > data.seq) return;
        next.current = { seq: data.seq, values: data.values, fresh: Array.isArray(data.fresh) ? data.fresh.filter((place): place is string => typeof place === 'string') : [] };
        void drain();
      }
    }
    // A link would take the frame away from the draft; an anchor of the page may still be followed.
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && !link.getAttribute('href')?.startsWith('#')) event.preventDefault();
    }
    window.addEventListener('message', onMessage);
    document.addEventListener('click', onClick, true);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_MESSAGE.ready }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
    };
  }, [kind, fieldKey]);

  // No form of the preview can be used (the contact form would make a real lead): shown, not sent. React's form
  // actions do not heed a cancelled submit event, so the forms are made inert after each draw.
  useEffect(() => {
    for (const form of document.querySelectorAll('main form')) form.setAttribute('inert', '');
  }, [view]);

  // After the commit: the editor learns which draft is on screen.
  useEffect(() => {
    if (view.seq > 0 && window.parent !== window) window.parent.postMessage({ type: PREVIEW_MESSAGE.shown, seq: view.seq }, window.location.origin);
  }, [view]);

  return (
    <>
      {failed && (
        <p role="status" className="sticky top-16 z-30 bg-destructive px-4 py-2 text-center text-sm text-destructive-foreground">
          {previewCopy.notUpdated}
        </p>
      )}
      {view.parts}
    </>
  );
}
