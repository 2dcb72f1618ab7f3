'use client';

import { Popover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The small panel the link and image tools open under their button. */
export function PopoverPanel({ className, ...props }: ComponentProps<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={6}
        collisionPadding={12}
        className={cn('z-[60] grid w-[min(22rem,calc(100vw-1.5rem))] gap-3 rounded-lg border border-border bg-surface p-4 text-foreground shadow-raised', className)}
        {...props}
      />
    </Popover.Portal>
  );
}
