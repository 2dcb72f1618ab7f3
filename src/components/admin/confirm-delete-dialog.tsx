'use client';

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { actionLabels, deleteDialog } from '@/content/admin';

type ConfirmDeleteProps = {
  /** The question naming what is deleted (deleteDialog.body); null closes the dialog. */
  description: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Confirm Deletion" (450 px): stays open while deleting so a failure can be retried. */
export function ConfirmDeleteDialog({ description, pending, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <AlertDialog open={description !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent className="max-w-[450px]">
        <div className="grid gap-2">
          <AlertDialogTitle>{deleteDialog.title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={pending}>
              {actionLabels.cancel}
            </Button>
          </AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, which would close the dialog before the delete finishes. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? actionLabels.deleting : actionLabels.delete}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
