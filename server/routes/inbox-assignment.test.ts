import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxList, LeadDetail } from '#contract/inbox.ts';
import { assignmentMessages, rolesDoNotCoverMessage } from '#contract/inbox-assignment.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { createDatabase } from '../db/create-db.ts';
import { accountSessionCookie, buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  timeline: 'immediately',
  agreed: true,
};
const report = {
  reporterName: 'Ravi Kumar',
  reporterPhone: '040 2345 6789',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'non-serious',
  consentToContact: true,
};

describeForEachEngine('assigning submissions', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  let quoteId: number;
  let reportId: number;

  const staff = async (name: string, roles: StaffRole[], disabled = false) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    ids[name] = account.id;
    cookies[name] = await accountSessionCookie(suite.store, account.id);
    if (disabled) await suite.store.staffAccounts.change(account.id, { disabled: true });
  };

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    await staff('Anita', ['sales']);
    await staff('Bharat', ['sales', 'catalogue']);
    await staff('Chitra', ['safety']);
    await staff('Devika', ['owner']);
    await staff('Esha', ['catalogue']);
    await staff('Farhan', ['sales'], true);
    cookies.key = await signIn(app);
    quoteId = (await suite.store.leads.create({ kind: 'quote', fields: quote, notify: false })).id;
    reportId = (await suite.store.leads.create({ kind: 'adverse-event', fields: report, notify: false })).id;
  });
  afterAll(() => app.close());

  const assign = (as: string, id: number, accountId: unknown) =>
    call(app, {
      method: 'PUT',
      url: `/api/inbox/${id}/assignee`,
      headers: { cookie: cookies[as]! },
      payload: { accountId },
    });
  const unassign = (as: string, id: number) =>
    call(app, { method: 'DELETE', url: `/api/inbox/${id}/assignee`, headers: { cookie: cookies[as]! } });
  const list = async (as: string, query: string) => {
    const answer = await call(app, {
      method: 'GET',
      url: `/api/inbox?${query}`,
      headers: { cookie: cookies[as]! },
    });
    expect(answer.status).toBe(200);
    return answer.body as unknown as InboxList;
  };
  const detail = async (as: string, id: number) =>
    (
      (await call(app, { method: 'GET', url: `/api/inbox/${id}`, headers: { cookie: cookies[as]! } }))
        .body as {
        item: LeadDetail;
      }
    ).item;
  const assignEntries = async (action: () => Promise<unknown>) => {
    const before = (await suite.store.audit.head()).lastSeq;
    await action();
    return (await suite.store.audit.entries(before, 10)).filter(
      (entry) => entry.action === 'submission.assign',
    );
  };

  it('lets a member of sales take a quote request, pass it on and let it go, each step in its history', async () => {
    const taken = await assign('Anita', quoteId, ids.Anita);
    expect(taken.status).toBe(200);
    const item = (taken.body as { item: LeadDetail }).item;
    expect(item.assignee).toEqual({ id: ids.Anita, displayName: 'Anita' });
    expect(item.assignments).toEqual([
      {
        at: expect.any(String),
        from: null,
        to: { id: ids.Anita, displayName: 'Anita' },
        by: { id: ids.Anita, displayName: 'Anita' },
      },
    ]);

    expect((await list('Anita', 'assignee=mine')).items.map((lead) => lead.id)).toEqual([quoteId]);
    expect((await list('Bharat', 'assignee=mine')).items).toEqual([]);
    expect((await list('Anita', 'assignee=unassigned')).items.map((lead) => lead.id)).not.toContain(quoteId);
    const listed = (await list('Bharat', 'kind=quote')).items.find((lead) => lead.id === quoteId);
    expect(listed?.assignee).toEqual({ id: ids.Anita, displayName: 'Anita' });

    await assign('Anita', quoteId, ids.Bharat);
    expect((await list('Bharat', 'assignee=mine')).total).toBe(1);
    expect((await list('Anita', 'assignee=mine')).total).toBe(0);
    const released = await unassign('Bharat', quoteId);
    expect(released.status).toBe(200);
    const after = (released.body as { item: LeadDetail }).item;
    expect(after.assignee).toBeUndefined();
    expect(
      after.assignments.map(({ from, to, by }) => [from?.id ?? null, to?.id ?? null, by?.id ?? null]),
    ).toEqual([
      [null, ids.Anita, ids.Anita],
      [ids.Anita, ids.Bharat, ids.Anita],
      [ids.Bharat, null, ids.Bharat],
    ]);
    expect((await detail('Devika', quoteId)).assignments).toHaveLength(3);
    expect((await list('Anita', 'assignee=unassigned&kind=quote')).items.map((lead) => lead.id)).toContain(
      quoteId,
    );
  });

  it('logs each change as one submission.assign entry with account ids only, and a change to the same nothing', async () => {
    const taken = await assignEntries(() => assign('Devika', reportId, ids.Chitra));
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({
      accountId: ids.Devika,
      recordType: 'submission',
      recordId: String(reportId),
      details: { from: null, to: ids.Chitra },
    });
    expect(await assignEntries(() => assign('Chitra', reportId, ids.Chitra))).toEqual([]);
    expect((await detail('Chitra', reportId)).assignments).toHaveLength(1);
    const released = await assignEntries(() => unassign('Chitra', reportId));
    expect(released.map((entry) => entry.details)).toEqual([{ from: ids.Chitra, to: null }]);
    expect(await assignEntries(() => unassign('Chitra', reportId))).toEqual([]);
    const logged = JSON.stringify(await suite.store.audit.entries(0, 1000));
    for (const personal of [report.reporterName, report.reporterPhone, 'Chitra', 'Devika'])
      expect(logged).not.toContain(personal);
  });

  it('refuses an assignee who is unknown, disabled or whose roles do not cover the kind, saying why', async () => {
    const refusals: [string, string][] = [
      ['no-such-account', assignmentMessages.accountNotFound],
      [ids.Farhan!, assignmentMessages.accountDisabled],
      [ids.Chitra!, rolesDoNotCoverMessage('quote')],
      [ids.Esha!, rolesDoNotCoverMessage('quote')],
    ];
    for (const [accountId, message] of refusals) {
      const answer = await assign('Anita', quoteId, accountId);
      expect(answer, accountId).toMatchObject({
        status: 400,
        body: { error: message, fields: { accountId: message } },
      });
    }
    expect(rolesDoNotCoverMessage('quote')).toBe(
      'This person’s roles do not cover quote requests. Choose someone who handles them.',
    );
    for (const payload of [{}, { accountId: '  ' }])
      expect(
        (
          await call(app, {
            method: 'PUT',
            url: `/api/inbox/${quoteId}/assignee`,
            headers: { cookie: cookies.Anita! },
            payload,
          })
        ).body,
      ).toMatchObject({ fields: { accountId: assignmentMessages.accountRequired } });
    expect((await assign('Anita', reportId, ids.Chitra)).status).toBe(404);
    expect((await assign('Chitra', reportId, ids.Anita)).body).toMatchObject({
      error: rolesDoNotCoverMessage('adverse-event'),
    });
    expect((await unassign('Chitra', quoteId)).status).toBe(404);
    expect((await assign('Anita', 999_999, ids.Anita)).status).toBe(404);
    // The owner covers every kind.
    expect((await assign('Anita', quoteId, ids.Devika)).status).toBe(200);
    expect((await assign('Chitra', reportId, ids.Devika)).status).toBe(200);
    expect((await detail('Devika', quoteId)).assignee?.id).toBe(ids.Devika);
  });

  it('lists the active staff a kind can go to, and nobody for a kind the caller does not handle', async () => {
    const assignees = async (as: string, kind: string) => {
      const answer = await call(app, {
        method: 'GET',
        url: `/api/inbox/assignees?kind=${kind}`,
        headers: { cookie: cookies[as]! },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { accounts: { displayName: string }[] }).accounts.map(
        (account) => account.displayName,
      );
    };
    expect(await assignees('Anita', 'quote')).toEqual(['Anita', 'Bharat', 'Devika']);
    expect(await assignees('Chitra', 'adverse-event')).toEqual(['Chitra', 'Devika']);
    expect(await assignees('Anita', 'adverse-event')).toEqual([]);
    expect(await assignees('key', 'newsletter')).toEqual(['Anita', 'Bharat', 'Devika']);
    const missing = await call(app, {
      method: 'GET',
      url: '/api/inbox/assignees',
      headers: { cookie: cookies.Anita! },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { fields: { kind: assignmentMessages.kindRequired } },
    });
  });

  it('has no "mine" for the admin key, which may still assign others', async () => {
    const mine = await call(app, {
      method: 'GET',
      url: '/api/inbox?assignee=mine',
      headers: { cookie: cookies.key! },
    });
    expect(mine).toMatchObject({
      status: 400,
      body: {
        error: assignmentMessages.mineWithoutAccount,
        fields: { assignee: assignmentMessages.mineWithoutAccount },
      },
    });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/inbox.csv?assignee=mine',
      headers: { cookie: cookies.key! },
    });
    expect(csv.statusCode).toBe(400);
    const given = await assign('key', quoteId, ids.Bharat);
    expect(given.status).toBe(200);
    expect((given.body as { item: LeadDetail }).item.assignments.at(-1)).toMatchObject({
      to: { id: ids.Bharat, displayName: 'Bharat' },
      by: null,
    });
    expect((await list('key', 'assignee=unassigned')).items.map((lead) => lead.id)).not.toContain(quoteId);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/api/inbox?assignee=theirs',
          headers: { cookie: cookies.key! },
        })
      ).status,
    ).toBe(400);
  });

  it('exports the assignee and filters the CSV by it', async () => {
    await assign('Bharat', quoteId, ids.Bharat);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/inbox.csv?assignee=mine',
      headers: { cookie: cookies.Bharat! },
    });
    const [header, ...rows] = csv.body.trim().split('\r\n');
    const column = header!.split(',').indexOf('Assigned to');
    expect(column).toBeGreaterThan(0);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(',')[column]).toBe('Bharat');
  });

  it('erases a submission with its assignment history', async () => {
    await suite.store.leads.erase(quote.email);
    expect((await assign('Anita', quoteId, ids.Anita)).status).toBe(404);
    expect((await list('Bharat', 'assignee=mine')).total).toBe(0);
    const handle = createDatabase(suite.target.options);
    try {
      const left = await handle.db
        .selectFrom('lead_assignments')
        .select('lead_id')
        .where('lead_id', '=', quoteId)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
  });
});
