'use client';

import { Toast } from 'radix-ui';
import { X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { dismissToast, useCurrentToast } from '@/lib/toast';
import { cn } from '@/lib/cn';

const X = icon(XNode);

export const TOAST_DURATION_MS = 5000;

/** The single toast region (F8 focuses it); mounted once in the root layout. */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const message = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <Toast.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismissToast(message.id)}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-raised animate-fade-in',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
            message.variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={dismissLabel} className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4" />
    </Toast.Provider>
  );
}
