/** What every public form's unit test sets up: fake timers, a faked fetch, a page open long enough. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * Registers the setup for each test of the calling file and answers the faked fetch. Only the
 * timeouts are fake, and they advance with real time, so React and user-event still run.
 */
export function setUpLeadFormTests(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
    // The page has been open long enough for a person to fill the form in (the spam guard's minimum).
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });
  return fetchMock;
}
