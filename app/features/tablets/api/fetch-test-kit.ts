import { afterEach, beforeEach, expect, vi } from 'vitest';
import { TabletApiError } from './api-error.ts';

/** Answers for a faked fetch, and the checks the API client tests share. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

export function textResponse(body: string, init: ResponseInit = {}): Response {
  return new Response(body, {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'text/html', ...init.headers },
  });
}

/** Replaces the global fetch with a mock for each test of the calling file. */
export function installFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The TabletApiError a call rejects with; fails the test when it resolves or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<TabletApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TabletApiError);
  return error as TabletApiError;
}
