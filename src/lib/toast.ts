import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

// One toast at a time (the spec's limit): a new toast replaces the one on screen.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere in client code. */
export function toast({ title, description, variant = 'default' }: { title: string; description?: string; variant?: ToastVariant }) {
  current = { id: nextId++, title, description, variant };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
