import 'server-only';

/**
 * Runs `run` after `firstAfterMs`, then every `everyMs`, without keeping the process alive; `stop` ends it (at
 * shutdown). The background jobs of every instance (retention, analytics roll-ups) share it.
 */
export function repeatInBackground(run: () => void, { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number }): { stop: () => void } {
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
