'use client';

import type { ComponentProps } from 'react';
import { useReplayMark } from './replay-mark';

/**
 * A button the app runs (it has a click handler): marked `data-replay` until its component has hydrated, so a press
 * made before then is held by the pre-paint script and replayed once it runs (src/lib/early-controls.mjs), not lost.
 * Button (button.tsx) renders it for any button given `onClick`, which only a client component can give.
 */
export function HeldButton(props: ComponentProps<'button'>) {
  return <button data-replay={useReplayMark()} {...props} />;
}
