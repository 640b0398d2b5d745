// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled.ts';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('useScrolled', () => {
  it('turns true past 20 px and false again back at the top', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    scrollTo(20);
    expect(result.current).toBe(false);
    scrollTo(21);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('reads the position already scrolled when it mounts', () => {
    scrollTo(400);
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(true);
  });
});
