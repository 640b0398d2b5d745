import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recall } from '#contract/recalls.ts';
import type { RecallRepository } from '../store/recall-repository.ts';
import { OpenRecalls } from './open-recalls.ts';

const notice = (id: number, productSlug: string) => ({ id, productSlug }) as Recall;

/** A store whose open notices the test sets, counting the reads. */
function storeOf(answers: (Recall[] | Error)[]) {
  let reads = 0;
  const store = {
    open: () => {
      const answer = answers[Math.min(reads, answers.length - 1)]!;
      reads += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as RecallRepository;
  return { store, reads: () => reads };
}

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

describe('OpenRecalls', () => {
  afterEach(() => {
    vi.useRealTimers();
    warnings.length = 0;
  });

  it('reads the store at most once per period, so another instance’s notice shows within it', async () => {
    vi.useFakeTimers({ now: 0 });
    const { store, reads } = storeOf([[], [notice(1, 'neurovital')]]);
    const recalls = new OpenRecalls(store, log, 15_000);
    expect(await recalls.ofProduct('neurovital')).toEqual([]);
    vi.setSystemTime(14_999);
    expect(await recalls.ofProduct('neurovital')).toEqual([]);
    expect(reads()).toBe(1);
    vi.setSystemTime(15_000);
    expect(await recalls.ofProduct('neurovital')).toEqual([notice(1, 'neurovital')]);
    expect(await recalls.ofProduct('omega-3-fish-oil')).toEqual([]);
    expect(reads()).toBe(2);
  });

  it('reads again at once after a notice is published or changed on this instance', async () => {
    const { store, reads } = storeOf([[], [notice(2, 'neurovital')]]);
    const recalls = new OpenRecalls(store, log);
    await recalls.current();
    recalls.forget();
    expect(await recalls.current()).toEqual([notice(2, 'neurovital')]);
    expect(reads()).toBe(2);
  });

  it('shares one read between requests that arrive together', async () => {
    const { store, reads } = storeOf([[notice(3, 'neurovital')]]);
    const recalls = new OpenRecalls(store, log);
    await Promise.all([recalls.current(), recalls.current(), recalls.current()]);
    expect(reads()).toBe(1);
  });

  it('keeps showing the last notices read when the store cannot be read, and says so in the log', async () => {
    vi.useFakeTimers({ now: 0 });
    const { store } = storeOf([[notice(4, 'neurovital')], new Error('store down')]);
    const recalls = new OpenRecalls(store, log, 1_000);
    await recalls.current();
    vi.setSystemTime(5_000);
    expect(await recalls.ofProduct('neurovital')).toEqual([notice(4, 'neurovital')]);
    expect(warnings).toHaveLength(1);
    // The next pages within the period do not wait for the store again.
    vi.setSystemTime(5_500);
    expect(await recalls.ofProduct('neurovital')).toEqual([notice(4, 'neurovital')]);
    expect(warnings).toHaveLength(1);
  });
});
