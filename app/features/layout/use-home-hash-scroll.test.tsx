// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHomeHashScroll } from './use-home-hash-scroll.ts';

let section: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  section = document.createElement('section');
  section.id = 'contact';
  section.scrollIntoView = vi.fn();
  document.body.append(section);
});

afterEach(() => {
  cleanup();
  section.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Opens the page at `address` the way a first load does, and runs the hook there. */
function openAt(address: string, navigationType: NavigationTimingType = 'navigate') {
  window.history.replaceState(null, '', address);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: navigationType } as PerformanceNavigationTiming,
  ]);
  return renderHook(() => useHomeHashScroll(new URL(address, 'http://localhost').pathname));
}

describe('useHomeHashScroll', () => {
  it('scrolls the home page to the section of the hash after 100 ms, and moves focus there', () => {
    openAt('/#contact');
    act(() => vi.advanceTimersByTime(99));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });

  it('leaves Back and Forward to the browser, which restores the reader’s position', () => {
    openAt('/#contact', 'back_forward');
    act(() => vi.advanceTimersByTime(1000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves other pages and hashless addresses alone', () => {
    openAt('/products#contact');
    openAt('/');
    act(() => vi.advanceTimersByTime(1000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to a section that is drawn later, once it is there', async () => {
    section.remove();
    openAt('/#contact');
    act(() => vi.advanceTimersByTime(100));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    document.body.append(section);
    // MutationObserver callbacks run as microtasks.
    await act(async () => {
      await Promise.resolve();
    });
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
