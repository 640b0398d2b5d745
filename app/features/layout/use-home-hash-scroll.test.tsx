// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
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
});

type Entry = string;

function renderAt(
  entry: Entry,
  history: { entries: Entry[]; index: number } = { entries: [entry], index: 0 },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={history.entries} initialIndex={history.index}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      useHomeHashScroll();
      return useNavigate();
    },
    { wrapper },
  );
}

describe('useHomeHashScroll', () => {
  it('scrolls the home page to the section of the hash after 100 ms, and moves focus there', () => {
    renderAt('/#contact');
    act(() => vi.advanceTimersByTime(99));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });

  it('leaves Back and Forward to the router, which restores the reader’s position', () => {
    const { result } = renderAt('/services', { entries: ['/#contact', '/services'], index: 1 });
    act(() => {
      void result.current(-1);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls again when a link leads to the section once more', () => {
    const { result } = renderAt('/services');
    act(() => {
      void result.current('/#contact');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });

  it('leaves other pages and hashless addresses alone', () => {
    renderAt('/products#contact');
    renderAt('/');
    act(() => vi.advanceTimersByTime(1000));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to a section that is drawn later, once it is there', async () => {
    section.remove();
    renderAt('/#contact');
    act(() => vi.advanceTimersByTime(100));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    document.body.append(section);
    // MutationObserver callbacks run as microtasks.
    await act(async () => {
      await Promise.resolve();
    });
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('waits for a later-drawn section above the target, which would push it down', async () => {
    const about = document.createElement('div');
    about.dataset.hydratesLater = 'about';
    document.body.prepend(about);
    renderAt('/#contact');
    act(() => vi.advanceTimersByTime(100));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    about.append(document.createElement('section'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    about.remove();
  });
});
