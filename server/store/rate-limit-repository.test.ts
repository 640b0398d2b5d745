import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { RateLimitRepository } from './rate-limit-repository.ts';

const windowMs = 10 * 60 * 1000;
/** The start of a window, so the tests can step to its last millisecond and past it. */
const windowStart = Math.floor(Date.UTC(2026, 4, 1, 9) / windowMs) * windowMs;

describeForEachEngine('rate-limit repository', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = windowStart;
  const rateLimits = () => new RateLimitRepository(handle.db, () => new Date(now));
  const storedKeys = async (prefix: string) =>
    (await handle.db.selectFrom('lead_rate_limits').select('key').execute())
      .map((row) => row.key)
      .filter((key) => key.startsWith(prefix))
      .sort();

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  it('counts hits per key in a window that starts at its first hit', async () => {
    const firstHit = windowStart + 123;
    now = firstHit;
    const windowEndsAt = firstHit + windowMs;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({ hits: 1, windowEndsAt });
    now = firstHit + 1_000;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({ hits: 2, windowEndsAt });
    expect(await rateLimits().countHit('count:b', windowMs)).toEqual({
      hits: 1,
      windowEndsAt: firstHit + 1_000 + windowMs,
    });
    // A window aligned to the clock would have ended here and counted afresh.
    now = windowStart + windowMs;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({ hits: 3, windowEndsAt });
    now = windowEndsAt - 1;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({ hits: 4, windowEndsAt });
    // The window ends at its last millisecond: the next hit starts a new one.
    now = windowEndsAt;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({
      hits: 1,
      windowEndsAt: windowEndsAt + windowMs,
    });
    now = windowEndsAt + 5;
    expect(await rateLimits().countHit('count:a', windowMs)).toEqual({
      hits: 2,
      windowEndsAt: windowEndsAt + windowMs,
    });
  });

  it('counts every hit of many sent at once', async () => {
    now = windowStart;
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => rateLimits().countHit('burst:a', windowMs)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('forgets the counters of windows that have ended, and only those', async () => {
    now = windowStart;
    await rateLimits().countHit('prune:a', windowMs);
    now = windowStart + windowMs / 2;
    await rateLimits().countHit('prune:b', windowMs);
    expect(await storedKeys('prune:')).toEqual(['prune:a', 'prune:b']);

    now = windowStart + windowMs - 1;
    await rateLimits().prune();
    expect(await storedKeys('prune:')).toHaveLength(2);
    now = windowStart + windowMs;
    await rateLimits().prune();
    expect(await storedKeys('prune:')).toEqual(['prune:b']);
    now = windowStart + windowMs + windowMs / 2;
    await rateLimits().prune();
    expect(await storedKeys('prune:')).toEqual([]);
  });
});
