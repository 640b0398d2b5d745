import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxOverview } from '#contract/inbox-overview.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { createDatabase } from '../db/create-db.ts';
import { accountSessionCookie, buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  agreed: true,
};
const report = {
  reporterName: 'Ravi Kumar',
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'non-serious',
  consentToContact: true,
};
const hourMs = 60 * 60 * 1000;

describeForEachEngine('the inbox overview', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    cookies[name] = await accountSessionCookie(suite.store, account.id);
  };
  /** A submission received `hours` ago, first answered `replyAfter` hours after it arrived. */
  const received = async (kind: 'quote' | 'adverse-event', hours: number, replyAfter?: number) => {
    const { id } = await suite.store.leads.create({
      kind,
      fields: (kind === 'quote' ? quote : report) as never,
      notify: false,
    });
    const createdAt = new Date(Date.now() - hours * hourMs);
    const firstReply = replyAfter === undefined ? null : new Date(createdAt.getTime() + replyAfter * hourMs);
    const handle = createDatabase(suite.target.options);
    try {
      await sql`update leads set created_at = ${createdAt.toISOString()}, first_reply_at = ${firstReply?.toISOString() ?? null} where id = ${id}`.execute(
        handle.db,
      );
    } finally {
      await handle.db.destroy();
    }
  };
  const overview = async (as: string) => {
    const answer = await call(app, {
      method: 'GET',
      url: '/api/inbox/overview',
      headers: { cookie: cookies[as]! },
    });
    expect(answer.status).toBe(200);
    return answer.body as unknown as InboxOverview;
  };

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    await staff('Anita', ['sales']);
    await staff('Chitra', ['safety']);
    cookies.key = await signIn(app);
    await received('quote', 2); // new, not yet due
    await received('quote', 30); // overdue
    await received('quote', 30, 3); // answered in time
    await received('quote', 50, 26); // answered late
    await received('adverse-event', 40); // overdue
  });
  afterAll(() => app.close());

  it('counts new and overdue per kind, and the 24-hour promise over the last 30 days', async () => {
    const all = await overview('key');
    const quotes = all.kinds.find((kind) => kind.kind === 'quote');
    expect(quotes).toEqual({ kind: 'quote', new: 4, overdue: 1 });
    expect(all.kinds.find((kind) => kind.kind === 'adverse-event')).toEqual({
      kind: 'adverse-event',
      new: 1,
      overdue: 1,
    });
    expect(all.promise).toEqual({ due: 4, answeredInTime: 1 });
    expect(all.weeks).toHaveLength(12);
    expect(all.weeks.reduce((sum, week) => sum + week.received, 0)).toBe(5);
    const answeredWeeks = all.weeks.filter((week) => week.medianFirstReplyMinutes !== null);
    expect(answeredWeeks.length).toBeGreaterThan(0);
  });

  it('shows each member of staff only the kinds their roles cover', async () => {
    const sales = await overview('Anita');
    expect(sales.kinds.map((kind) => kind.kind)).toEqual(['quote', 'contact', 'newsletter', 'distributor']);
    expect(sales.promise).toEqual({ due: 3, answeredInTime: 1 });
    const safety = await overview('Chitra');
    expect(safety.kinds).toEqual([
      { kind: 'adverse-event', new: 1, overdue: 1 },
      { kind: 'medical-info', new: 0, overdue: 0 },
    ]);
    expect(safety.promise).toEqual({ due: 1, answeredInTime: 0 });
  });
});
