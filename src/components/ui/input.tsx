import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

// Plain joining (cx), as the public contact form loads these: a caller that overrides one of these classes marks
// its own as important (`h-10!`).

export const fieldControlClasses =
  'w-full rounded-md border border-border bg-background px-3.5 text-sm text-foreground shadow-sm transition-colors placeholder:text-muted-foreground/80 hover:border-muted-foreground/50 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

/**
 * The base classes, where a width or a height the caller gives wins over the base's (`w-full`, `h-11`): these controls
 * join classes without tailwind-merge (see src/lib/cx.ts), so the base's would otherwise decide by stylesheet order.
 */
function controlClasses(height: string | null, className: string | undefined) {
  const sets = (utility: 'w' | 'h') => new RegExp(`(^|\\s)${utility}-`).test(className ?? '');
  return cx(sets('w') ? fieldControlClasses.replace('w-full ', '') : fieldControlClasses, height && !sets('h') && height, className);
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={controlClasses('h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(fieldControlClasses, 'min-h-24 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cx('text-sm font-medium text-foreground', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={controlClasses('h-11', className)} {...props} />;
}
