'use client';

import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check as CheckNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const Check = icon(CheckNode);

/** A checkbox (role="checkbox", Space toggles it); pair it with a <Label htmlFor>. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-muted-foreground/70 bg-background text-primary-foreground transition-colors',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary aria-[invalid=true]:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
