import type { ComponentProps, ReactNode } from 'react';
import { mediaSrcSet, parseMediaUrl, RESPONSIVE_FORMATS } from '@/lib/media';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> & {
  src: string | null | undefined;
  alt: string;
  /** How wide the image shows, for the browser's pick from the widths (`(min-width: 1024px) 33vw, 100vw`). */
  sizes: string;
  /** Above the fold (a page's main image): loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** What to show for an address that is not in the media library (a pasted URL, a bundled SVG). */
  fallback: ReactNode;
};

/**
 * A media-library image as `<picture>`: AVIF and WebP `srcset` derived from its URL alone (it encodes the id and
 * the original's size, docs/decisions/0016), with width and height so nothing shifts. No hooks: server or client.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, fallback, className, ...props }: ResponsiveImageProps) {
  const ref = parseMediaUrl(src);
  if (!ref || !src) return fallback;
  return (
    <picture className="contents">
      {RESPONSIVE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(ref, format)} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        width={ref.width}
        height={ref.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
        {...props}
      />
    </picture>
  );
}
