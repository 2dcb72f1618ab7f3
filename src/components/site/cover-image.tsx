'use client';

import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * A resource cover that falls back to the site's own art when its address fails (a staff-entered URL gone stale).
 * The check on mount catches a failure that happened before hydration, when onError had no listener yet.
 */
export function CoverImage({ fallback, ...props }: ComponentProps<'img'> & { fallback: string }) {
  const image = useRef<HTMLImageElement>(null);
  const showFallback = (element: HTMLImageElement | null) => {
    if (element && !element.src.endsWith(fallback)) element.src = fallback;
  };
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) showFallback(element);
  });
  // eslint-disable-next-line @next/next/no-img-element -- local 16:9 SVG covers; next/image adds nothing here
  return <img ref={image} alt="" {...props} onError={(event) => showFallback(event.currentTarget)} />;
}
