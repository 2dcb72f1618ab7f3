'use client';

import type { ComponentProps } from 'react';
import { Button } from './button';
import { useReplayMark } from './replay-mark';

/**
 * A form's submit button that answers from the first paint: until its form's component has hydrated it carries
 * `data-replay`, so the pre-paint script holds a press (a click, or Enter in a field, which presses the default
 * button) and replays it once the form runs (src/lib/early-controls.mjs). Without it, a press made while the page's
 * scripts were still loading posted the form back to its page, which came back empty: what was typed was lost.
 */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'asChild'>) {
  return <Button {...props} type="submit" data-replay={useReplayMark()} />;
}
