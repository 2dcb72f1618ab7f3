import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { containerClasses } from './styles';

/** The page's content column: one max width and gutter for every section. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(containerClasses, className)} {...props} />;
}
