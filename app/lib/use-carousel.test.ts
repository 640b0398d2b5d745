// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FocusEvent, KeyboardEvent, TouchEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  type CarouselOptions,
  SWIPE_THRESHOLD_PX,
  swipeDirection,
  useCarousel,
  wrapIndex,
} from './use-carousel.ts';

let reducedMotion = false;
const motionListeners = new Set<() => void>();

function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && reducedMotion;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => motionListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => motionListeners.delete(listener),
  }));
}

function setReducedMotion(value: boolean) {
  reducedMotion = value;
  act(() => motionListeners.forEach((listener) => listener()));
}

function renderCarousel(options: Partial<CarouselOptions> = {}) {
  return renderHook(() => useCarousel({ slideCount: 3, ...options }));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function touchEvent(x: number, y = 0) {
  const touch = { clientX: x, clientY: y };
  return { touches: [touch], changedTouches: [touch] } as unknown as TouchEvent<HTMLElement>;
}

function swipe(result: ReturnType<typeof renderCarousel>['result'], fromX: number, toX: number, deltaY = 0) {
  act(() => result.current.swipeHandlers.onTouchStart(touchEvent(fromX)));
  act(() => result.current.swipeHandlers.onTouchEnd(touchEvent(toX, deltaY)));
}

function keyDown(result: ReturnType<typeof renderCarousel>['result'], key: string) {
  const event = {
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: document.body,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLElement>;
  act(() => result.current.rootHandlers.onKeyDown(event));
  return event;
}

beforeEach(() => {
  reducedMotion = false;
  motionListeners.clear();
  stubMatchMedia();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wrapIndex', () => {
  it('wraps around modulo the slide count in both directions', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(5, 0, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('needs more than 75 px of mostly horizontal travel', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(75);
    expect(swipeDirection(-75, 0, 75)).toBeNull();
    expect(swipeDirection(75, 0, 75)).toBeNull();
    expect(swipeDirection(-76, 0, 75)).toBe('next');
    expect(swipeDirection(76, 0, 75)).toBe('previous');
    expect(swipeDirection(-100, 120, 75)).toBeNull();
  });
});

describe('useCarousel autoplay', () => {
  it('advances every 5 s and wraps from the last slide to the first', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    const { result } = renderCarousel();
    expect(result.current.isPlaying).toBe(true);
    expect(result.current.index).toBe(0);

    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it('does not rotate a single slide', () => {
    const { result } = renderCarousel({ slideCount: 1 });
    expect(result.current.isRotating).toBe(false);
    advance(20_000);
    expect(result.current.index).toBe(0);
  });

  it('stops and starts with the play control', () => {
    const { result } = renderCarousel();
    act(() => result.current.togglePlaying());
    expect(result.current.isPlaying).toBe(false);
    advance(15_000);
    expect(result.current.index).toBe(0);

    act(() => result.current.togglePlaying());
    expect(result.current.isPlaying).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('is off under prefers-reduced-motion until the visitor presses play', () => {
    reducedMotion = true;
    const { result } = renderCarousel();
    expect(result.current.isPlaying).toBe(false);
    advance(15_000);
    expect(result.current.index).toBe(0);

    act(() => result.current.togglePlaying());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('stops when the motion preference changes to reduce', () => {
    const { result } = renderCarousel();
    setReducedMotion(true);
    expect(result.current.isPlaying).toBe(false);
    advance(10_000);
    expect(result.current.index).toBe(0);
  });
});

describe('useCarousel manual actions', () => {
  it('moves with next, previous and goTo, wrapping modulo 3', () => {
    const { result } = renderCarousel();
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('turns autoplay off after a manual action when stopOnManualAction is set', () => {
    const { result } = renderCarousel({ stopOnManualAction: true });
    act(() => result.current.next());
    expect(result.current.isPlaying).toBe(false);
    advance(20_000);
    expect(result.current.index).toBe(1);
  });

  it('only restarts the interval after a manual action when stopOnManualAction is off', () => {
    const { result } = renderCarousel({ stopOnManualAction: false });
    advance(4000);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.isPlaying).toBe(true);
    advance(4999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it('follows the arrow keys and leaves other keys alone', () => {
    const { result } = renderCarousel();
    const right = keyDown(result, 'ArrowRight');
    expect(result.current.index).toBe(1);
    expect(right.preventDefault).toHaveBeenCalled();
    keyDown(result, 'ArrowLeft');
    keyDown(result, 'ArrowLeft');
    expect(result.current.index).toBe(2);
    const tab = keyDown(result, 'Tab');
    expect(result.current.index).toBe(2);
    expect(tab.preventDefault).not.toHaveBeenCalled();
  });
});

describe('useCarousel swipe', () => {
  it('moves only when the swipe travels more than 75 px', () => {
    const { result } = renderCarousel({ stopOnManualAction: false });
    swipe(result, 200, 125);
    expect(result.current.index).toBe(0);
    swipe(result, 200, 124);
    expect(result.current.index).toBe(1);
    swipe(result, 100, 176);
    expect(result.current.index).toBe(0);
    swipe(result, 100, 250, 300);
    expect(result.current.index).toBe(0);
  });

  it('a touch turns autoplay off when stopOnManualAction is set', () => {
    const { result } = renderCarousel({ stopOnManualAction: true });
    act(() => result.current.swipeHandlers.onTouchStart(touchEvent(10)));
    expect(result.current.isPlaying).toBe(false);
    advance(10_000);
    expect(result.current.index).toBe(0);
  });
});

describe('useCarousel suspension while pointer or focus is inside', () => {
  it('holds while the pointer is over it and resumes when it leaves', () => {
    const { result } = renderCarousel();
    act(() => result.current.rootHandlers.onPointerEnter());
    expect(result.current.isRotating).toBe(false);
    advance(12_000);
    expect(result.current.index).toBe(0);

    act(() => result.current.rootHandlers.onPointerLeave());
    expect(result.current.isPlaying).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('holds while focus is inside and resumes when focus leaves the carousel', () => {
    const { result } = renderCarousel();
    const root = document.createElement('section');
    const inside = document.createElement('button');
    root.append(inside);
    act(() => result.current.rootHandlers.onFocus());
    advance(10_000);
    expect(result.current.index).toBe(0);

    const moveWithin = { currentTarget: root, relatedTarget: inside } as unknown as FocusEvent<HTMLElement>;
    act(() => result.current.rootHandlers.onBlur(moveWithin));
    expect(result.current.isRotating).toBe(false);

    const leave = { currentTarget: root, relatedTarget: document.body } as unknown as FocusEvent<HTMLElement>;
    act(() => result.current.rootHandlers.onBlur(leave));
    expect(result.current.isRotating).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(1);
  });
});
