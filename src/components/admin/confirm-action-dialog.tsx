'use client';

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { actionLabels } from '@/content/admin';

type ConfirmActionProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** `destructive` for a deletion. */
  variant?: 'primary' | 'destructive';
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before a change (restore a version, delete): 450 px, and open while the change runs, so a failure can be retried. */
export function ConfirmActionDialog({ open, title, description, confirmLabel, pendingLabel, pending, variant = 'primary', onConfirm, onCancel }: ConfirmActionProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent className="max-w-[450px]">
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={pending}>
              {actionLabels.cancel}
            </Button>
          </AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, which would close the dialog before the change finishes. */}
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
