'use client';

import { useEffect, useMemo, useRef } from 'react';

/** A blob: URL for a local file's preview; the previous one is revoked when the file changes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  return url;
}
