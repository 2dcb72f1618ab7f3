import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  default: 'border-transparent bg-primary/15 text-foreground',
  accent: 'border-transparent bg-accent/15 text-foreground',
  outline: 'border-border text-muted-foreground',
  muted: 'border-transparent bg-surface-2 text-muted-foreground',
  destructive: 'border-transparent bg-destructive/15 text-destructive',
} as const;

export function Badge({ variant = 'default', className, ...props }: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', variants[variant], className)} {...props} />;
}
