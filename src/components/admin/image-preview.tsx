'use client';

import { ImageOff as ImageOffNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState, type ReactNode } from 'react';
import { imagePreview } from '@/content/admin';
import { cn } from '@/lib/cn';
import { isLoadableImageUrl } from '@/lib/image-url';

const ImageOff = icon(ImageOffNode);

/**
 * An image from a staff-entered address, with the spec's placeholder when it is missing or cannot load.
 * A plain <img>: the addresses are arbitrary hosts that next/image would have to allow-list.
 */
type ImagePreviewProps = { src: string | null | undefined; alt: string; className?: string; placeholder?: ReactNode };

export function ImagePreview({ src, alt, className, placeholder }: ImagePreviewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim() || null;
  // Text that is not an address is never requested: it would only 404 against the admin page's URL.
  const failed = url !== null && (failedSrc === url || !isLoadableImageUrl(url));
  if (!url || failed) {
    if (placeholder) return placeholder;
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1.5 bg-surface-2 text-muted-foreground', className)}>
        <ImageOff aria-hidden className="size-6" />
        <span className="text-xs font-medium">{url ? imagePreview.invalid : imagePreview.missing}</span>
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- staff-entered URLs on any host; see the comment above
  return <img src={url} alt={alt} className={cn('bg-surface-2 object-cover', className)} onError={() => setFailedSrc(url)} loading="lazy" />;
}
