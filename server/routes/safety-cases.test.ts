import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LeadDetail } from '#contract/inbox.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import { safetyCaseMessages } from '#contract/safety-case-assessment.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { accountSessionCookie, buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const report = {
  reporterName: 'Ravi Kumar',
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'hospitalised',
  consentToContact: true,
};
const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 5,
  agreed: true,
};

describeForEachEngine('adverse-event reports as drug-safety cases', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let reportId: number;
  let quoteId: number;

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    ids[name] = account.id;
    cookies[name] = await accountSessionCookie(suite.store, account.id);
  };
  const detail = async (as: string, id: number) =>
    (
      (await call(app, { method: 'GET', url: `/api/inbox/${id}`, headers: { cookie: cookies[as]! } }))
        .body as {
        item: LeadDetail;
      }
    ).item;
  const assess = (as: string, id: number, payload: Record<string, unknown>) =>
    call(app, { method: 'PUT', url: `/api/inbox/${id}/case`, headers: { cookie: cookies[as]! }, payload });

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    await staff('Chitra', ['safety']);
    await staff('Anita', ['sales']);
    cookies.key = await signIn(app);
    reportId = (
      await suite.store.leads.create({ kind: 'adverse-event', fields: report as never, notify: false })
    ).id;
    quoteId = (await suite.store.leads.create({ kind: 'quote', fields: quote as never, notify: false })).id;
  });
  afterAll(() => app.close());

  it('shows every report’s case from the start: the reporter’s answer, day 0 the day it arrived', async () => {
    expect((await detail('Chitra', reportId)).safetyCase).toEqual({
      criteria: ['hospitalisation'],
      dayZero: todayInIst(new Date()),
      assessed: false,
    });
    expect((await detail('key', quoteId)).safetyCase).toBeUndefined();
  });

  it('records drug safety’s assessment and the PvPI report, each as one audit entry without personal data', async () => {
    const before = (await suite.store.audit.head()).lastSeq;
    const assessed = await assess('Chitra', reportId, {
      criteria: ['medically-important', 'hospitalisation'],
      dayZero: '2026-11-20',
    });
    expect(assessed.status).toBe(200);
    expect((assessed.body as { item: LeadDetail }).item.safetyCase).toEqual({
      criteria: ['hospitalisation', 'medically-important'],
      dayZero: '2026-11-20',
      assessed: true,
    });
    const reported = await assess('Chitra', reportId, {
      criteria: ['hospitalisation', 'medically-important'],
      dayZero: '2026-11-20',
      pvpiReportedOn: '2026-11-24',
      pvpiReference: 'PvPI/HYD/2026/0412',
    });
    expect((reported.body as { item: LeadDetail }).item.safetyCase?.pvpi).toEqual({
      reportedOn: '2026-11-24',
      reference: 'PvPI/HYD/2026/0412',
    });
    const entries = (await suite.store.audit.entries(before, 10)).filter(
      (entry) => entry.action === 'safety-case.assess',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      accountId: ids.Chitra,
      recordType: 'submission',
      recordId: String(reportId),
    });
    expect(entries[1]!.details).toMatchObject({
      before: {
        criteria: ['hospitalisation', 'medically-important'],
        dayZero: '2026-11-20',
        pvpiReportedOn: null,
      },
      after: { pvpiReportedOn: '2026-11-24' },
    });
    expect(JSON.stringify(entries)).not.toContain('Ravi');
  });

  it('refuses a future day 0, half a PvPI record, a report before day 0, and a submission that is no report', async () => {
    const future = await assess('Chitra', reportId, { criteria: [], dayZero: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ fields: { dayZero: safetyCaseMessages.dayZeroInvalid } });
    const half = await assess('Chitra', reportId, {
      criteria: [],
      dayZero: '2026-11-20',
      pvpiReportedOn: '2026-11-21',
    });
    expect(half.body).toMatchObject({ fields: { pvpiReference: safetyCaseMessages.reportedTogether } });
    const early = await assess('Chitra', reportId, {
      criteria: ['death'],
      dayZero: '2026-11-20',
      pvpiReportedOn: '2026-11-19',
      pvpiReference: 'PvPI/1',
    });
    expect(early.body).toMatchObject({
      fields: { pvpiReportedOn: safetyCaseMessages.reportedBeforeDayZero },
    });
    const notAReport = await assess('key', quoteId, { criteria: [], dayZero: '2026-11-20' });
    expect(notAReport.status).toBe(400);
    expect(notAReport.body).toMatchObject({ error: safetyCaseMessages.notAReport });
    expect((await assess('Anita', reportId, { criteria: [], dayZero: '2026-11-20' })).status).toBe(403);
  });
});
