'use client';

import { actionLabels, deleteDialog } from '@/content/admin';
import { ConfirmActionDialog } from './confirm-action-dialog';

type ConfirmDeleteProps = {
  /** The question naming what is deleted (deleteDialog.body); null closes the dialog. */
  description: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Confirm Deletion": the confirm dialog with the spec's title and a destructive Delete. */
export function ConfirmDeleteDialog({ description, pending, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <ConfirmActionDialog
      open={description !== null}
      title={deleteDialog.title}
      description={description ?? ''}
      confirmLabel={actionLabels.delete}
      pendingLabel={actionLabels.deleting}
      pending={pending}
      variant="destructive"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
