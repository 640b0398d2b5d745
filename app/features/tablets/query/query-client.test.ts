import { describe, expect, it } from 'vitest';
import { TabletApiError } from '../api/api-error.ts';
import { createTabletQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query retry policy', () => {
  it('retries a server or network failure up to 3 times', () => {
    const serverError = new TabletApiError('Failed to fetch tablets: 503 Service Unavailable', {
      status: 503,
    });
    const networkError = new TabletApiError('Could not reach the server.', { status: 0 });
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, networkError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new Error('anything else'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new TabletApiError('no', { status }))).toBe(false);
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
