'use client';

import { useEffect, useRef, useState } from 'react';
import { CalendarClock as CalendarClockNode, ExternalLink as ExternalLinkNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { buttonStyle } from '@/components/ui/styles';
import { Spinner } from '@/components/ui/spinner';
import { scheduling as copy } from '@/content/contact';
import { site } from '@/content/site';
import { withCampaign } from '@/lib/attribution-client';
import { useHydrated } from '@/lib/use-hydrated';
import { GOAL_EVENT, GOALS } from '@/lib/analytics-goals.mjs';

const CalendarClock = icon(CalendarClockNode);
const ExternalLink = icon(ExternalLinkNode);

export const SCHEDULER_TIMEOUT_MS = 10_000;
type State = 'idle' | 'loading' | 'loaded' | 'slow';

/** The third-party booking frame: mounted only near the viewport or on request, with a plain link when it is slow. */
export function SchedulingEmbed({ url, timeoutMs = SCHEDULER_TIMEOUT_MS }: { url: string; timeoutMs?: number }) {
  const [state, setState] = useState<State>('idle');
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = box.current;
    if (state !== 'idle' || !element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setState('loading'), { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    // A booking made in the frame, where the scheduler tells its page (Calendly's `event_scheduled`, Cal.com's
    // `bookingSuccessful`): the visit's goal (docs/decisions/0039). Only from the frame's own origin.
    const origin = originOf(url);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !bookedMessage(event.data)) return;
      window.dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: GOALS.booking }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  useEffect(() => {
    if (state !== 'loading') return;
    // A frame that never answers fires no error event: the timer is the only way to notice.
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'slow' : current)), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [state, timeoutMs]);

  const link = (
    <a href={url} data-goal={GOALS.booking} target="_blank" rel="noopener noreferrer" className={buttonStyle({ variant: 'secondary' })}>
      {copy.fallbackLink} <ExternalLink aria-hidden /><span className="sr-only"> {site.newTab}</span>
    </a>
  );

  return (
    <div>
      <div ref={box} className="relative h-[700px] w-full overflow-hidden rounded-xl border border-border bg-surface shadow-card">
        {state === 'idle' ? (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
            <CalendarClock aria-hidden className="size-10 text-primary" />
            {/* Without JavaScript the frame can never load: the server HTML offers the booking page itself. */}
            {hydrated ? (
              <button type="button" className={buttonStyle()} onClick={() => setState('loading')}>{copy.load}</button>
            ) : (
              <a href={url} data-goal={GOALS.booking} target="_blank" rel="noopener noreferrer" className={buttonStyle()}>
                {copy.noscript}<span className="sr-only"> {site.newTab}</span>
              </a>
            )}
          </div>
        ) : (
          // Mounted only in the browser (after a scroll or a click): the booking carries the visit's utm_* keys.
          <iframe src={withCampaign(url)} title={copy.frameTitle} width="100%" height="700" className="block h-[700px] w-full border-0 bg-white" onLoad={() => setState('loaded')} />
        )}
        {(state === 'loading' || state === 'slow') && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-surface p-6 text-center">
            {state === 'loading' ? (
              <Spinner label={copy.loading} className="[&_svg]:size-8" />
            ) : (
              <>
                <p role="status" className="text-muted-foreground">{copy.fallback}</p>
                {link}
              </>
            )}
          </div>
        )}
      </div>
      {(state === 'loading' || state === 'loaded') && (
        <p className="mt-3 text-sm text-muted-foreground">
          {copy.helpPrefix}{' '}
          <a href={url} data-goal={GOALS.booking} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
            {copy.helpLink}<span className="sr-only"> {site.newTab}</span>
          </a>
        </p>
      )}
    </div>
  );
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a scheduler's message says a slot was booked (the names Calendly and Cal.com use). */
function bookedMessage(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const { event, type } = data as { event?: unknown; type?: unknown };
  return event === 'calendly.event_scheduled' || type === 'bookingSuccessful' || type === 'bookingSuccessfulV2';
}
