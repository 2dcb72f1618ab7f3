import { Loader2 } from 'lucide-react';
import { cx } from '@/lib/cx';

/** A loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
