import { Loader2 as Loader2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { cx } from '@/lib/cx';

const Loader2 = icon(Loader2Node);

/** A loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
