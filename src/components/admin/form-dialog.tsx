'use client';

import { X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { DialogClose, DialogFooter, overlayClasses, panelClasses } from '@/components/ui/dialog';
import { actionLabels } from '@/content/admin';
import { cn } from '@/lib/cn';
import { DialogFormReport, useDiscardConfirm, useLeaveGuard } from './unsaved-changes';

const X = icon(XNode);

type FormDialogProps = {
  open: boolean;
  /** True while a save is in flight: nothing may close the dialog, or a failed save would lose what was typed. */
  locked: boolean;
  onClose: () => void;
  /** The width (`max-w-[600px]` ...). */
  className: string;
  children: ReactNode;
};

/**
 * The add / edit / view dialog of a manager: ui's DialogContent, plus a lock that holds it open while saving, and a
 * question before a form with unsaved changes (it reports them with useDialogFormGuard) is closed or left.
 */
export function FormDialog({ open, locked, onClose, className, children }: FormDialogProps) {
  const [form, setForm] = useState<{ dirty: boolean; onDiscard?: () => void }>({ dirty: false });
  // Read when a close is asked for: the keystroke that made the form clean (or dirty) may be the one just before.
  const latest = useRef(form);
  const report = useCallback((state: typeof form) => {
    latest.current = state;
    setForm(state);
  }, []);
  const confirm = useDiscardConfirm();
  const dirty = open && form.dirty;
  useLeaveGuard(dirty, confirm.ask, form.onDiscard);
  // Radix closes on Escape and outside pointer or focus; preventing the event keeps it open.
  const hold = (event: Event) => {
    if (locked) event.preventDefault();
  };
  // Every way to close (Escape, outside, the close button, Cancel) comes here.
  const requestClose = () => {
    if (locked) return;
    const { dirty: unsaved, onDiscard } = latest.current;
    if (!unsaved) return onClose();
    confirm.ask(() => {
      onDiscard?.();
      onClose();
    });
  };
  return (
    <>
      <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && requestClose()}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={overlayClasses} />
          <DialogPrimitive.Content
            className={cn(panelClasses, className)}
            aria-busy={locked}
            onEscapeKeyDown={hold}
            onPointerDownOutside={hold}
            onInteractOutside={hold}
          >
            <DialogFormReport.Provider value={report}>{children}</DialogFormReport.Provider>
            <DialogPrimitive.Close
              aria-label={actionLabels.closeDialog}
              disabled={locked}
              className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      {confirm.dialog}
    </>
  );
}

/** A dialog form's Cancel and Save (or Update) buttons, both disabled while it saves. */
export function FormDialogFooter({ working, editing }: { working: boolean; editing: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary" disabled={working}>
          {actionLabels.cancel}
        </Button>
      </DialogClose>
      <SubmitButton disabled={working}>
        {working ? (editing ? actionLabels.updating : actionLabels.saving) : editing ? actionLabels.update : actionLabels.save}
      </SubmitButton>
    </DialogFooter>
  );
}
