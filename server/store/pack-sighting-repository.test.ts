import { expect, it } from 'vitest';
import type { BatchInput } from '#contract/batches.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const batch = (batchNumber: string, expiresOn: string): BatchInput => ({
  productSlug: 'neurovital',
  batchNumber,
  manufacturedOn: '2024-01-01',
  expiresOn,
  quantity: 10,
  siteId: 'nacharam',
  status: 'released',
});

describeForEachEngine('pack check counts', (engine) => {
  const suite = useSuiteStore(engine);

  it('forgets the counts of expired batches only, and counts a later check of a current one afresh', async () => {
    const { store } = suite;
    const create = async (number: string, expiresOn: string) => {
      const saved = await store.batches.create(batch(`${number}-${engine}`.toUpperCase(), expiresOn));
      if (saved.status !== 'saved') throw new Error(`batch ${number} not saved`);
      return saved.batch.id;
    };
    const expired = await create('SX1', '2026-11-26');
    const current = await create('SX2', '2026-11-27');
    for (const network of ['a', 'b']) {
      await store.packSightings.record(expired, 1, network);
      await store.packSightings.record(current, 1, network);
    }

    expect(await store.packSightings.pruneExpired('2026-11-27')).toBe(2);
    expect(await store.packSightings.pruneExpired('2026-11-27')).toBe(0);
    // The current batch's pack keeps its two networks: a third check from one of them adds to them.
    expect(await store.packSightings.record(current, 1, 'a')).toMatchObject({ networks: 2, checks: 3 });
    // The expired batch's pack starts again from nothing.
    expect(await store.packSightings.record(expired, 1, 'a')).toMatchObject({ networks: 1, checks: 1 });
  });
});
