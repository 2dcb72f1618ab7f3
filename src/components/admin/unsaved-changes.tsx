'use client';

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { unsavedCopy as copy } from '@/content/admin';

/** Asks "Discard unsaved changes?"; `discard` runs only when staff choose Discard, `keep` when they keep editing. */
export type AskToDiscard = (discard: () => void, keep?: () => void) => void;

/**
 * The question and its dialog. Keep editing (also Escape) puts focus back where it was when the question came, in
 * the form; Discard runs what was asked for (close the dialog, follow the link, go back).
 */
export function useDiscardConfirm(): { ask: AskToDiscard; dialog: ReactNode } {
  const [pending, setPending] = useState<{ discard: () => void; keep?: () => void } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const discarding = useRef(false);
  const ask = useCallback<AskToDiscard>((discard, keep) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    discarding.current = false;
    setPending({ discard, keep });
  }, []);
  const close = () => {
    if (!discarding.current) pending?.keep?.();
    setPending(null);
  };
  const dialog = (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent
        className="max-w-[450px]"
        onCloseAutoFocus={(event) => {
          if (discarding.current) return;
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <div className="grid gap-2">
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.body}</AlertDialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary">{copy.keepEditing}</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button
              variant="destructive"
              onClick={() => {
                discarding.current = true;
                pending?.discard();
              }}
            >
              {copy.discard}
            </Button>
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { ask, dialog };
}

// Set by Discard when staff leave: the link or Back is then replayed and must pass every guard, and the page's
// beforeunload too when the link loads a new document. A guard that becomes dirty again clears it.
let leaveAllowed = false;

/** A link that leaves the page in this tab, as a plain left click follows it; null for anything else. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  // mailto: and tel: open another program; a link to a place on this same page leaves nothing.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === location.origin && url.pathname === location.pathname && url.search === location.search) return null;
  return anchor;
}

/**
 * While `dirty`, leaving the page asks first: a reload, closing the tab or typing an address get the browser's own
 * beforeunload question; the staff area's links (admin nav, Back to the list) and the browser's Back and Forward,
 * which the App Router handles inside the page, get ours. Discard runs `onDiscard`, then goes where staff asked.
 * Back and Forward are caught through the Navigation API (Chromium, Safari 26.2, Firefox 147); where it is missing
 * they leave unasked within the staff area, and the browser asks when they leave it.
 */
export function useLeaveGuard(dirty: boolean, ask: AskToDiscard, onDiscard?: () => void) {
  const discardRef = useRef(onDiscard);
  useEffect(() => {
    discardRef.current = onDiscard;
  });
  useEffect(() => {
    if (!dirty) return;
    leaveAllowed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaveAllowed) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on window runs before the App Router's link handler (React listens on the document).
    const click = (event: MouseEvent) => {
      const anchor = leaveAllowed ? null : leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      ask(() => {
        discardRef.current?.();
        leaveAllowed = true;
        anchor.click();
      });
    };
    const navigation = typeof window.navigation === 'undefined' ? null : window.navigation;
    const navigate = (event: NavigateEvent) => {
      // Only a same-document traversal that follows a user's gesture can be cancelled; the rest is beforeunload's.
      if (leaveAllowed || event.navigationType !== 'traverse' || !event.cancelable) return;
      event.preventDefault();
      const key = event.destination.key;
      ask(() => {
        discardRef.current?.();
        leaveAllowed = true;
        const result = navigation?.traverseTo(key);
        // Both settle; a traversal that another navigation interrupts rejects them, and that is no error here.
        void result?.committed?.catch(() => undefined);
        void result?.finished?.catch(() => undefined);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', navigate);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', navigate);
    };
  }, [dirty, ask]);
}

/** A form that saves by itself after a pause: held while staff are asked, dropped if they discard. */
export type SavingByItself = { hold: () => void; resume: () => void; drop: () => void };

/**
 * For a form on a page (not in a dialog): asks before its unsaved changes are left behind. A form that saves by
 * itself (`saving`) does not save while the question is open, so Discard leaves nothing of what was typed behind.
 */
export function LeaveGuard({ dirty, saving }: { dirty: boolean; saving?: SavingByItself }) {
  const confirm = useDiscardConfirm();
  const confirmAsk = confirm.ask;
  const ask = useCallback<AskToDiscard>(
    (discard, keep) => {
      saving?.hold();
      confirmAsk(discard, () => {
        saving?.resume();
        keep?.();
      });
    },
    [confirmAsk, saving],
  );
  useLeaveGuard(dirty, ask, saving?.drop);
  return confirm.dialog;
}

type DialogFormState = { dirty: boolean; onDiscard?: () => void };

/** How a form tells the FormDialog around it that it holds unsaved changes (and what Discard must also clear). */
export const DialogFormReport = createContext<((state: DialogFormState) => void) | null>(null);

/**
 * For a form inside a FormDialog: while `dirty`, closing the dialog (Escape, the close button, a click outside,
 * Cancel) and leaving the page ask first. `onDiscard` runs when staff discard (a local copy is removed).
 */
export function useDialogFormGuard(dirty: boolean, onDiscard?: () => void) {
  const report = useContext(DialogFormReport);
  // A layout effect: it runs in the same task as the render after a keystroke, so an Escape pressed right after
  // the keystroke that made the form clean (or dirty) is judged on it.
  useLayoutEffect(() => {
    report?.({ dirty, onDiscard });
  }, [report, dirty, onDiscard]);
  useLayoutEffect(() => () => report?.({ dirty: false }), [report]);
}
