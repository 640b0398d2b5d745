// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyTabletsChanged, tabletsChangedEvent } from './refresh-hooks.ts';

afterEach(() => {
  delete window.__tabletRefreshHooks;
  vi.restoreAllMocks();
});

describe('notifyTabletsChanged', () => {
  it('dispatches the tablets:changed event without hooks registered', () => {
    const listener = vi.fn();
    window.addEventListener(tabletsChangedEvent, listener);
    notifyTabletsChanged();
    window.removeEventListener(tabletsChangedEvent, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls every registered hook, even after one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = vi.fn(() => {
      throw new Error('broken');
    });
    const second = vi.fn();
    window.__tabletRefreshHooks = [first, second];
    notifyTabletsChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
