// @vitest-environment jsdom
import { describe, expect, it, afterEach, vi } from 'vitest';
import { ApiError } from '#app/lib/api-client.ts';
import {
  createTabletQueryClient,
  retryDelay,
  shouldRetry,
  readListAddress,
  writeListAddress,
  notifyTabletsChanged,
  tabletsChangedEvent,
} from './tablet-queries.ts';

describe('query retry policy', () => {
  it('retries a server or network failure up to 3 times', () => {
    const serverError = new ApiError('Failed to fetch tablets: 503 Service Unavailable', {
      status: 503,
    });
    const networkError = new ApiError('Could not reach the server.', { status: 0 });
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, networkError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new Error('anything else'))).toBe(true);
  });

  it('never retries a 4xx answer, nor an OK answer it could not read', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError('no', { status }))).toBe(false);
    }
  });

  it('backs off as min(1000 * 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('sets the spec defaults on the client', () => {
    const client = createTabletQueryClient();
    const queries = client.getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

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
