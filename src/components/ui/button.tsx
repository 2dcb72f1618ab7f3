import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { HeldButton } from './held-button';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './styles';

export type { ButtonSize, ButtonVariant };

/** A button's classes, with a caller's className allowed to override them (tailwind-merge; see styles.ts). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(buttonStyle({ variant, size }), className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize; asChild?: boolean };

/**
 * The one button of the design system; `asChild` renders a link (or anything) with button styling. A button with a
 * click handler answers from the first paint: a press before the app runs is held and replayed (held-button.tsx).
 */
export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : props.onClick ? HeldButton : 'button';
  return <Component className={buttonClasses({ variant, size, className })} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
