'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { previewCopy as copy } from '@/content/admin-preview';
import { PREVIEW_MESSAGE, PREVIEW_WIDTHS, previewPath } from '@/lib/preview.mjs';

type Width = keyof typeof PREVIEW_WIDTHS;
type Theme = 'dark' | 'light';

const WIDE = '(min-width: 1280px)';
/** Wait this long after the last keystroke before asking for a render (the budget is 300 ms, keystroke to frame). */
const DRAFT_DEBOUNCE_MS = 50;
// What the frame is sent: the values, and the places of the blocks just added (fresh-items.ts), which it shows as
// waiting to be filled in rather than as errors.
const draftOf = (values: Record<string, unknown>, fresh: ReadonlySet<string>) => ({ values, fresh: [...fresh] });

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/** Buttons of which one is chosen, named as a group (a width, a theme). */
function Choice<T extends string>({ label, options, value, onChange }: { label: string; options: Record<T, string>; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-border bg-surface p-0.5">
      {(Object.keys(options) as T[]).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className="rounded px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {options[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The live preview beside the page editor (docs/decisions/0036, section 10): the draft in a frame of the site at a
 * real CSS width (360, 768 or 1440 px), scaled down to the pane, in either theme. As staff type, the values go to
 * the frame by message (never saved for it); the frame has them drawn by the server (preview-bridge.tsx). Beside
 * the form on a wide screen; on a narrower one, behind a button, so a phone does not load a second page unasked.
 */
export function PreviewPane({ kind, id, values, fresh }: { kind: string; id: string; values: Record<string, unknown>; fresh: ReadonlySet<string> }) {
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  // Starts in the theme of the staff area (the pane renders in the browser only: the editor waits for its document).
  const [theme, setTheme] = useState<Theme>(() => (typeof document !== 'undefined' && document.documentElement.classList.contains('light') ? 'light' : 'dark'));
  const [ready, setReady] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const frame = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const seq = useRef(0);
  const latest = useRef(draftOf(values, fresh));
  useEffect(() => {
    latest.current = draftOf(values, fresh);
  }, [values, fresh]);
  // The frame loads a whole page of the site: on a wide screen it waits for the editor's first idle moment, so the
  // form is ready first (bench:preview's "editor field ready").
  const idle = useIdle();
  const shown = (wide && idle) || open;

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    const post = (message: object) => frame.current?.contentWindow?.postMessage(message, window.location.origin);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; seq?: unknown } | null;
      if (data?.type === PREVIEW_MESSAGE.ready) {
        setReady(true);
        // A frame (re)loaded shows the saved copy: send what staff have now, unsaved typing included.
        post({ type: PREVIEW_MESSAGE.draft, seq: ++seq.current, ...latest.current });
      }
      // For the preview benchmark (scripts/bench/preview.mjs): which draft the frame shows.
      if (data?.type === PREVIEW_MESSAGE.shown && typeof data.seq === 'number' && boxRef.current) boxRef.current.dataset.shownSeq = String(data.seq);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE.draft, seq: ++seq.current, ...draftOf(values, fresh) }, window.location.origin), DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [values, fresh, ready]);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE.theme, theme }, window.location.origin);
  }, [theme, ready]);

  const frameWidth = PREVIEW_WIDTHS[width];
  const scale = box.width > 0 ? Math.min(1, box.width / frameWidth) : 1;
  const src = previewPath(kind, id);

  return (
    <section aria-labelledby="preview-heading" className="grid min-w-0 gap-3 xl:sticky xl:top-[calc(var(--staff-header-height,5rem)+0.75rem)] xl:h-[calc(100dvh-var(--staff-header-height,5rem)-1.5rem)] xl:grid-rows-[auto_minmax(0,1fr)]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold">
          {copy.heading}
        </h2>
        {!wide && (
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-surface-2">
            {open ? copy.hide : copy.show}
          </button>
        )}
        {shown && (
          <div className="flex flex-wrap items-center gap-2">
            <Choice label={copy.widthsLabel} options={copy.widths} value={width} onChange={setWidth} />
            <Choice label={copy.themeLabel} options={copy.themes} value={theme} onChange={setTheme} />
            <a href={src} target="_blank" rel="noreferrer" className="text-xs font-medium text-primary underline-offset-4 hover:underline">
              {copy.openInTab}
            </a>
          </div>
        )}
      </div>
      {shown && (
        <div ref={boxRef} data-preview-box className="relative h-[70dvh] min-h-0 overflow-hidden rounded-lg border border-border bg-surface-2 xl:h-auto">
          <iframe
            ref={frame}
            src={src}
            title={copy.frameTitle(frameWidth)}
            className="absolute top-0 border-0 bg-background"
            style={{
              width: frameWidth,
              height: box.height / scale || '100%',
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
              left: Math.max(0, (box.width - frameWidth * scale) / 2),
            }}
          />
        </div>
      )}
    </section>
  );
}
