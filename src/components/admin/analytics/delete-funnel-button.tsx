'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { funnelCopy as copy } from '@/content/admin-analytics';
import { sendData } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Deletes a funnel after a question; the screen is drawn again without it. */
export function DeleteFunnelButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function remove() {
    setPending(true);
    try {
      await sendData('DELETE', `/api/admin/analytics/funnels/${encodeURIComponent(id)}`);
      setOpen(false);
      toast({ title: copy.form.deleted });
      router.refresh();
    } catch (error) {
      toast({ title: copy.form.failed, description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={copy.deleteLabel(name)} onClick={() => setOpen(true)}>{copy.delete}</Button>
      <ConfirmActionDialog open={open} title={copy.confirm.title} description={copy.confirm.description} confirmLabel={copy.confirm.confirm} pendingLabel={copy.confirm.pending} pending={pending} variant="destructive" onConfirm={remove} onCancel={() => setOpen(false)} />
    </>
  );
}
