import {
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** SPEC §9: every carousel advances every 5 s; a swipe must travel more than 75 px. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 75;

export interface CarouselOptions {
  slideCount: number;
  intervalMs?: number;
  swipeThresholdPx?: number;
  /**
   * When true, any manual action (previous, next, a dot, a swipe, an arrow key or a touch) turns
   * autoplay off until the play control turns it on again. When false, a manual action only
   * restarts the interval.
   */
  stopOnManualAction?: boolean;
}

export type SwipeDirection = 'next' | 'previous';

/** The slide index after moving `step` slides from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return (((index + step) % slideCount) + slideCount) % slideCount;
}

/**
 * A horizontal swipe longer than the threshold: leftwards shows the next slide, rightwards the
 * previous one. Mostly vertical movement is a page scroll, not a swipe.
 */
export function swipeDirection(deltaX: number, deltaY: number, thresholdPx: number): SwipeDirection | null {
  if (Math.abs(deltaX) <= thresholdPx || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Before hydration nothing may move, so the prerendered page assumes reduced motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

function isEditable(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The one carousel state machine behind every carousel of the site (WAI-ARIA carousel pattern):
 * autoplay with wrap-around, a play/pause choice, rotation suspended while the pointer or focus is
 * inside, swipe and arrow-key navigation, and no autoplay under prefers-reduced-motion unless the
 * visitor presses play.
 */
export function useCarousel({
  slideCount,
  intervalMs = CAROUSEL_INTERVAL_MS,
  swipeThresholdPx = SWIPE_THRESHOLD_PX,
  stopOnManualAction = true,
}: CarouselOptions) {
  const [index, setIndex] = useState(0);
  /** null until the visitor chooses: then autoplay follows the motion preference. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const prefersReducedMotion = usePrefersReducedMotion();

  const isPlaying = playChoice ?? !prefersReducedMotion;
  const isRotating = isPlaying && !pointerInside && !focusInside && slideCount > 1;
  const currentIndex = wrapIndex(index, 0, slideCount);

  useEffect(() => {
    if (!isRotating) return;
    // Re-armed on every slide change, so each slide stays for a full interval after any move.
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current, 1, slideCount)), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, currentIndex, intervalMs, slideCount]);

  const noteManualAction = useCallback(() => {
    if (stopOnManualAction) setPlayChoice(false);
  }, [stopOnManualAction]);

  const goTo = useCallback(
    (target: number) => {
      noteManualAction();
      setIndex(wrapIndex(target, 0, slideCount));
    },
    [noteManualAction, slideCount],
  );
  const next = useCallback(() => {
    noteManualAction();
    setIndex((current) => wrapIndex(current, 1, slideCount));
  }, [noteManualAction, slideCount]);
  const previous = useCallback(() => {
    noteManualAction();
    setIndex((current) => wrapIndex(current, -1, slideCount));
  }, [noteManualAction, slideCount]);
  const togglePlaying = useCallback(() => setPlayChoice(!isPlaying), [isPlaying]);

  const rootHandlers = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusInside(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else return;
      event.preventDefault();
    },
  };

  const swipeHandlers = {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      if (!touch) return;
      touchStart.current = { x: touch.clientX, y: touch.clientY };
      noteManualAction();
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y, swipeThresholdPx);
      if (direction === 'next') next();
      else if (direction === 'previous') previous();
    },
    onTouchCancel: () => {
      touchStart.current = null;
    },
  };

  return {
    index: currentIndex,
    slideCount,
    isPlaying,
    isRotating,
    goTo,
    next,
    previous,
    togglePlaying,
    rootHandlers,
    swipeHandlers,
  };
}

export type CarouselController = ReturnType<typeof useCarousel>;
