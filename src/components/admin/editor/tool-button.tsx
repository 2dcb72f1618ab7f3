'use client';

import { Toolbar as ToolbarPrimitive, Tooltip } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type ToolButtonProps = ComponentProps<typeof ToolbarPrimitive.Button> & {
  label: string;
  shortcut?: string;
  /** Set for toggles (bold, lists…): announced as aria-pressed and shown highlighted. */
  pressed?: boolean;
};

export const toolClasses =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-primary/15 aria-pressed:text-primary data-[state=open]:bg-surface-2 [&_svg]:size-4';

/** One toolbar button: named by aria-label, with a tooltip (label and shortcut) on hover and keyboard focus. */
export function ToolButton({ label, shortcut, pressed, className, ...props }: ToolButtonProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <ToolbarPrimitive.Button
          type="button"
          aria-label={label}
          aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
          aria-pressed={pressed}
          className={cn(toolClasses, className)}
          {...props}
        />
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="top" sideOffset={6} className="z-[60] rounded-md border border-border bg-surface-2 px-2 py-1 text-xs text-foreground shadow-raised">
          {label}
          {shortcut && <span className="ml-2 text-muted-foreground">{shortcut}</span>}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
