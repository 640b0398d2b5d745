// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

let matches = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  matches = false;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setMatches(value: boolean) {
  matches = value;
  act(() => listeners.forEach((listener) => listener()));
}

function Wide() {
  return <>{String(useMediaQuery('(min-width: 48rem)', false))}</>;
}

function WideOrUnknown() {
  return <>{String(useMediaQuery('(min-width: 48rem)'))}</>;
}

describe('useMediaQuery', () => {
  it('answers what the browser says and follows it as it changes', () => {
    const { result } = renderHook(() => useMediaQuery('(min-width: 48rem)', true));
    expect(result.current).toBe(false);
    setMatches(true);
    expect(result.current).toBe(true);
    setMatches(false);
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderHook(() => useMediaQuery('(min-width: 48rem)'));
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('prerenders the answer given for before hydration, or none', () => {
    matches = true;
    expect(renderToString(<Wide />)).toBe('false');
    expect(renderToString(<WideOrUnknown />)).toBe('undefined');
  });
});
