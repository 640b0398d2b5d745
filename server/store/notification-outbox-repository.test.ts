import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubmissionFields } from '#contract/lead-fields.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { LeadRepository } from './lead-repository.ts';
import { NotificationOutboxRepository } from './notification-outbox-repository.ts';

const contact = (name: string): SubmissionFields => ({
  name,
  email: `${name.toLowerCase()}@example.in`,
  subject: 'Stockist',
  message: 'Call me.',
  terms: true,
});

describeForEachEngine('staff notification outbox repository', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = Date.UTC(2026, 4, 1, 9);
  const clock = () => new Date(now);
  const leads = () => new LeadRepository(handle.db, engine, clock);
  const outbox = () => new NotificationOutboxRepository(handle.db, engine, clock);

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  it('holds the notifications of new submissions until they are sent, leasing them meanwhile', async () => {
    const start = now;
    const first = await leads().create({ kind: 'contact', fields: contact('Asha'), notify: true });
    now += 1;
    const second = await leads().create({ kind: 'contact', fields: contact('Ravi'), notify: true });
    await leads().create({ kind: 'contact', fields: contact('Meena'), notify: false });
    expect(await outbox().size()).toBe(2);

    // Oldest due first, with the submission as the mail shows it.
    const [claimed] = await outbox().claim(1, 1_000);
    expect(claimed).toEqual({ lead: await leads().find(first.id), attempts: 0 });
    const rest = await outbox().claim(10, 1_000);
    expect(rest.map((entry) => entry.lead.reference)).toEqual([second.reference]);
    // Leased: no one takes them again until the lease ends, when anyone may (at least once).
    expect(await outbox().claim(10, 1_000)).toEqual([]);
    now = start + 1_000;
    expect(await outbox().claim(10, 1_000)).toEqual([]);
    now = start + 1_001;
    expect(await outbox().claim(10, 1_000)).toHaveLength(2);
    expect(await outbox().size()).toBe(2);

    await outbox().markNotified(first.id);
    expect(await outbox().size()).toBe(1);
    await outbox().markNotified(second.id);
    expect(await outbox().size()).toBe(0);
  });

  it('retries a failed notification at the time given, counting its attempts', async () => {
    now += 60_000;
    const { id: leadId } = await leads().create({ kind: 'contact', fields: contact('Vikram'), notify: true });
    expect(await outbox().claim(10, 60_000)).toMatchObject([{ lead: { id: leadId }, attempts: 0 }]);
    const retryAt = now + 5_000;
    await outbox().markNotifyFailed(leadId, retryAt, `refused ${'x'.repeat(600)}`);
    const row = await handle.db
      .selectFrom('lead_outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(Number(row.next_attempt_at)).toBe(retryAt);
    expect(row.last_error).toHaveLength(500);
    expect(row.last_error?.startsWith('refused x')).toBe(true);

    now = retryAt - 1;
    expect(await outbox().claim(10, 60_000)).toEqual([]);
    now = retryAt;
    const [retried] = await outbox().claim(10, 60_000);
    expect(retried).toMatchObject({ lead: { id: leadId }, attempts: 1 });

    await outbox().markNotified(leadId);
    expect(await outbox().size()).toBe(0);
    expect(await outbox().claim(10, 60_000)).toEqual([]);
  });
});
