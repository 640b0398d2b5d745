import { describe, expect, it, vi } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { TabletListAnswer } from './tablet-list-answer.ts';

const tablet = (name: string): Tablet => ({
  id: `id-${name}`,
  name,
  genericName: name,
  price: 10,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('TabletListAnswer', () => {
  it('serialises the list once while nothing is written', async () => {
    const load = vi.fn(async () => [tablet('A')]);
    const answer = new TabletListAnswer(load, { cache: true });
    expect(await answer.body()).toBe(JSON.stringify({ tablets: [tablet('A')] }));
    expect(await answer.body()).toBe(JSON.stringify({ tablets: [tablet('A')] }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('reads again after a write', async () => {
    let rows = [tablet('A')];
    const answer = new TabletListAnswer(async () => rows, { cache: true });
    await answer.body();
    await answer.write(async () => {
      rows = [tablet('A'), tablet('B')];
    });
    expect(JSON.parse(await answer.body()).tablets).toHaveLength(2);
  });

  it('never keeps a list read while a write was under way', async () => {
    let rows = [tablet('A')];
    const firstRead = deferred<Tablet[]>();
    const load = vi
      .fn()
      .mockImplementationOnce(() => firstRead.promise)
      .mockImplementation(async () => rows);
    const answer = new TabletListAnswer(load, { cache: true });

    const staleRead = answer.body();
    await answer.write(async () => {
      rows = [tablet('B')];
    });
    firstRead.resolve([tablet('A')]);
    expect(JSON.parse(await staleRead).tablets[0].name).toBe('A');
    expect(JSON.parse(await answer.body()).tablets[0].name).toBe('B');
  });

  it('drops the list when a write fails too', async () => {
    let rows = [tablet('A')];
    const answer = new TabletListAnswer(async () => rows, { cache: true });
    await answer.body();
    await expect(
      answer.write(async () => {
        rows = [tablet('C')];
        throw new Error('store failed after writing');
      }),
    ).rejects.toThrow();
    expect(JSON.parse(await answer.body()).tablets[0].name).toBe('C');
  });

  it('reads every time without the cache (stores with other writers)', async () => {
    const load = vi.fn(async () => [tablet('A')]);
    const answer = new TabletListAnswer(load, { cache: false });
    await answer.body();
    await answer.body();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
