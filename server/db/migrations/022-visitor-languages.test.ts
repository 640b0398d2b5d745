import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { LeadRepository } from '../../store/lead-repository.ts';
import { RecallSubscriptionRepository } from '../../store/recall-subscription-repository.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

describeForEachEngine('migration 022: the visitor’s language', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '021-professional-submissions'));
  });
  afterAll(() => dispose());

  /** A submission and a subscription as a version without languages writes them: no language named. */
  const insertAsBefore = async (reference: string, email: string) => {
    const { rows } = await sql<{ id: number }>`
      insert into leads (kind, reference, summary, fields, search_text, created_at)
      values ('quote', ${reference}, 'summary', '{}', '', '2026-11-01T10:00:00.000Z')
      returning id
    `.execute(db);
    await sql`
      insert into recall_subscriptions (email, product_slug, confirm_hash, confirmed_at, created_at)
      values (${email}, 'neurovital', null, '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')
    `.execute(db);
    return Number(rows[0]!.id);
  };

  it('reads rows stored before, and rows an older version still writes, as English', async () => {
    const before = await insertAsBefore('Q-2026-BEFORE01', 'before@example.in');

    expect((await migrateToLatest(db, engine))[0]).toBe('022-visitor-languages');

    // An older instance still running beside the new one writes without the column.
    const during = await insertAsBefore('Q-2026-DURING01', 'during@example.in');
    const leads = new LeadRepository(db, engine);
    expect(await leads.languageOf(before)).toBe('en');
    expect(await leads.languageOf(during)).toBe('en');
    const subscribers = await new RecallSubscriptionRepository(db).subscribers('neurovital');
    expect(subscribers.map(({ email, language }) => [email, language])).toEqual([
      ['before@example.in', 'en'],
      ['during@example.in', 'en'],
    ]);
  });

  it('keeps the language a new submission and subscription are sent in', async () => {
    const leads = new LeadRepository(db, engine);
    const { id } = await leads.create({
      kind: 'contact',
      fields: { name: 'Ravi', email: 'ravi@example.in', subject: 'Hello', message: 'Hello' },
      notify: false,
      language: 'te',
    });
    expect(await leads.languageOf(id)).toBe('te');
    const subscriptions = new RecallSubscriptionRepository(db);
    await subscriptions.request('hindi@example.in', 'cardiohealth-plus', 'confirm-hash-hi', 'hi');
    const { rows } = await sql<{ language: string }>`
      select language from recall_subscriptions where email = 'hindi@example.in'`.execute(db);
    expect(rows).toEqual([{ language: 'hi' }]);
  });

  it('reads a language outside the contract’s list as English', async () => {
    const id = await insertAsBefore('Q-2026-ODDLANG1', 'odd@example.in');
    await sql`update leads set language = 'fr' where id = ${id}`.execute(db);
    expect(await new LeadRepository(db, engine).languageOf(id)).toBe('en');
  });
});
