import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { OutboxRepository } from '../../store/outbox-repository.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

describeForEachEngine('migration 024: one outbox for every channel', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '023-submission-keys'));
  });
  afterAll(() => dispose());

  it('moves the mails waiting in the mail outbox into the outbox, as they were', async () => {
    const now = Date.now();
    await db
      .insertInto('mail_outbox')
      .values({
        id: 'waiting-mail',
        message: 'sealed mail',
        attempts: 3,
        next_attempt_at: now + 30_000,
        expires_at: now + 60_000,
        last_error: 'refused',
        created_at: now - 60_000,
      })
      .execute();
    expect((await migrateToLatest(db, engine))[0]).toBe('024-one-outbox');

    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    const [moved] = await db.selectFrom('outbox').selectAll().execute();
    expect({
      ...moved,
      attempts: Number(moved!.attempts),
      next_attempt_at: Number(moved!.next_attempt_at),
      expires_at: Number(moved!.expires_at),
      created_at: Number(moved!.created_at),
    }).toEqual({
      id: 'waiting-mail',
      channel: 'mail',
      payload: 'sealed mail',
      attempts: 3,
      next_attempt_at: now + 30_000,
      expires_at: now + 60_000,
      last_error: 'refused',
      created_at: now - 60_000,
    });
    expect(await new OutboxRepository(db, engine).size('mail')).toBe(1);
  });
});
