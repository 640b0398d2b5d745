/** A faked fetch for the browser client's unit tests, the answers it gives, and the checks they share. */
import { afterEach, beforeEach, expect, type Mock, vi } from 'vitest';
import { ApiError } from '#app/lib/api-client.ts';

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
export function installFetchMock(): Mock<typeof fetch> {
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

/** The ApiError a call rejects with; fails the test when it resolves or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Every answer the client got has had its body read or cancelled, so no request stays open. */
export function expectEveryBodySettled(fetchMock: Mock<typeof fetch>) {
  for (const result of fetchMock.mock.results) {
    const response = result.value as Response | undefined;
    if (response?.body) expect(response.bodyUsed || response.body.locked).toBe(true);
  }
}
