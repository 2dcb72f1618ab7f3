'use client';

import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode, Pause as PauseNode, Play as PlayNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/replay-mark';
import { testimonialsSection as copy } from '@/content/home';
import { AUTO_ADVANCE_MS, swipeStep, wrapIndex } from '@/lib/carousel';
import { cx } from '@/lib/cx';
import { TestimonialSlide, type SlideData } from './testimonial-slide';

const ChevronLeft = icon(ChevronLeftNode);
const ChevronRight = icon(ChevronRightNode);
const Pause = icon(PauseNode);
const Play = icon(PlayNode);

const controlClasses = 'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground transition-colors hover:bg-surface-2';

/**
 * WAI-ARIA carousel: rotation control first, previous/next, dots. Auto-advance pauses while the pointer is over it
 * and while the tab is hidden; keyboard focus entering it stops rotation until the visitor starts it again. Its
 * buttons are `data-replay` until it has hydrated: a press before that is replayed then (src/lib/early-controls.mjs).
 * Without scripting its buttons could do nothing: they are hidden, and the slides are a row the visitor scrolls or
 * swipes, none of them inert until the app runs.
 */
export function TestimonialCarousel({ items }: { items: SlideData[] }) {
  const [index, setIndex] = useState(0);
  // The visitor's choice, shown by the rotation control; reduced motion starts it stopped.
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const hydrated = useHydrated();
  const replayMark = hydrated ? undefined : '';
  const count = items.length;
  const rotating = playing && !hovered && !tabHidden && count > 1;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => query.matches && setPlaying(false);
    const onVisibility = () => setTabHidden(document.hidden);
    onMotion();
    onVisibility();
    query.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      query.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const entering = !event.currentTarget.contains(event.relatedTarget);
    // A click also focuses a button; only keyboard focus (focus-visible) stops rotation, as the WAI pattern asks.
    if (entering && event.target.matches(':focus-visible')) setPlaying(false);
  };
  const toggleRotation = () => {
    // An explicit start wins over the pointer resting on the control; leaving and re-entering pauses again.
    setHovered(false);
    setPlaying((value) => !value);
  };

  useEffect(() => {
    if (!rotating) return;
    // Restarts on every index change, so a manual move gives the visitor a full 4 s on the new slide.
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step) go(step);
  };

  if (count === 0) return <p className="mt-10 text-center text-muted-foreground">{copy.empty}</p>;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      className="mx-auto mt-12 max-w-4xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        data-testid="carousel-viewport"
        className="touch-pan-y overflow-hidden rounded-xl noscript:touch-auto noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div className="flex transition-transform duration-500 ease-out motion-reduce:transition-none" style={{ transform: `translateX(-${index * 100}%)` }}>
          {items.map((item, position) => (
            <TestimonialSlide key={item.id} item={item} label={copy.slide(position + 1, count)} current={!hydrated || position === index} />
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-2 sm:gap-3 noscript:hidden">
        <button type="button" data-replay={replayMark} className={controlClasses} aria-label={playing ? copy.pause : copy.play} onClick={toggleRotation}>
          {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
        </button>
        <button type="button" data-replay={replayMark} className={controlClasses} aria-label={copy.previous} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <div className="flex items-center">
          {items.map((item, position) => (
            <button key={item.id} type="button" data-replay={replayMark} aria-label={copy.dot(position + 1)} aria-current={position === index ? 'true' : undefined} onClick={() => setIndex(position)} className="group inline-flex size-7 items-center justify-center rounded-full">
              <span aria-hidden className={cx('block h-2 rounded-full transition-all', position === index ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/50 group-hover:bg-muted-foreground')} />
            </button>
          ))}
        </div>
        <button type="button" data-replay={replayMark} className={controlClasses} aria-label={copy.next} onClick={() => go(1)}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  );
}
