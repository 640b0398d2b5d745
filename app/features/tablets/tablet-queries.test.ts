// @vitest-environment jsdom
import { describe, expect, it, afterEach, vi } from 'vitest';
import {
  readListAddress,
  writeListAddress,
  notifyTabletsChanged,
  tabletsChangedEvent,
} from './tablet-queries.ts';

describe('the list address', () => {
  it('reads the search and sort, falling back to all tablets by name', () => {
    expect(readListAddress(new URLSearchParams('q=%20Para%20&sort=-price'))).toEqual({
      q: 'Para',
      sort: '-price',
    });
    expect(readListAddress(new URLSearchParams('sort=cost'))).toEqual({ q: '', sort: 'name' });
    expect(readListAddress(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(120);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const start = new URLSearchParams('utm_source=mail&q=old&sort=price');
    expect(writeListAddress(start, { q: ' amlo ', sort: '-updated' }).toString()).toBe(
      'utm_source=mail&q=amlo&sort=-updated',
    );
    expect(writeListAddress(start, { q: '', sort: 'name' }).toString()).toBe('utm_source=mail');
  });
});

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
