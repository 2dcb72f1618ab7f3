import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A surface panel with the card shadow: the admin's list items and dashboard tiles. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-border bg-surface text-foreground shadow-card', className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-3 p-5', className)} {...props} />;
}
