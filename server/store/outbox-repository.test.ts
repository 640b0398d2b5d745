import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { OutboxRepository } from './outbox-repository.ts';

describeForEachEngine('outbox repository', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = Date.UTC(2026, 10, 28, 9);
  const outbox = () => new OutboxRepository(handle.db, engine, () => now);

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  it('claims the due messages of the channels asked for, leasing them, and drops the expired', async () => {
    await outbox().addAll([
      { channel: 'mail', payload: 'sealed mail', expiresAt: now + 60_000 },
      { channel: 'push', payload: 'sealed alert', expiresAt: now + 60_000 },
      { channel: 'push', payload: 'stale alert', expiresAt: now + 1_000 },
    ]);
    expect(await outbox().size()).toBe(3);
    expect(await outbox().size('push')).toBe(2);

    now += 2_000;
    const { rows, expired } = await outbox().claim(['push'], 10, 5_000);
    expect(expired).toBe(1);
    expect(rows).toMatchObject([{ channel: 'push', payload: 'sealed alert', attempts: 0 }]);
    // Leased: neither this instance nor another takes it again until the lease ends.
    expect((await outbox().claim(['push'], 10, 5_000)).rows).toEqual([]);
    expect(await outbox().size('mail')).toBe(1);

    await outbox().markFailed(rows[0]!.id, now + 1_000, `refused ${'x'.repeat(600)}`);
    now += 1_000;
    const [retried] = (await outbox().claim(['push'], 10, 5_000)).rows;
    expect(retried).toMatchObject({ id: rows[0]!.id, attempts: 1 });
    await outbox().markSent(retried!.id);
    const [mail] = (await outbox().claim(['mail'], 10, 5_000)).rows;
    await outbox().markSent(mail!.id);
    expect(await outbox().size()).toBe(0);
  });

  it('moves a mail an instance of the previous version queued into the outbox as it claims', async () => {
    await handle.db
      .insertInto('mail_outbox')
      .values({
        id: 'queued-by-the-previous-version',
        message: 'sealed mail',
        attempts: 2,
        next_attempt_at: now,
        expires_at: now + 60_000,
        last_error: 'refused',
        created_at: now - 60_000,
      })
      .execute();
    expect((await outbox().claim(['push'], 10, 5_000)).rows).toEqual([]);
    const { rows } = await outbox().claim(['mail'], 10, 5_000);
    expect(rows).toEqual([
      { id: 'queued-by-the-previous-version', channel: 'mail', payload: 'sealed mail', attempts: 2 },
    ]);
    expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    await outbox().markSent(rows[0]!.id);
  });
});
