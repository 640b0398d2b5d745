import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { submissionKeyOf } from '../../leads/submission-key.ts';
import { LeadRepository } from '../../store/lead-repository.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

describeForEachEngine('migration 023: the Idempotency-Keys of submissions', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '022-visitor-languages'));
  });
  afterAll(() => dispose());

  it('keeps a key with its submission, and deletes it with the submission', async () => {
    expect((await migrateToLatest(db, engine))[0]).toBe('023-submission-keys');
    const leads = new LeadRepository(db, engine);
    const fields = { name: 'Ravi', email: 'ravi@example.in', subject: 'Hello', message: 'Hello' };
    const key = submissionKeyOf('contact', 'migration-key-0123456789', fields, 'en');
    const { reference } = await leads.create({ kind: 'contact', fields, notify: false, sentWithKey: key });
    expect(await leads.sentBefore(key)).toMatchObject({ reference, created: false });
    expect(await leads.sentBefore({ ...key, requestHash: 'another' })).toBe('another request');

    expect(await leads.purgeReceivedBefore(new Date(Date.now() + 60_000))).toBe(1);
    expect(await leads.sentBefore(key)).toBeUndefined();
    expect(await db.selectFrom('submission_keys').selectAll().execute()).toEqual([]);
  });
});
