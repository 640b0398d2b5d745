import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StaffRole } from '#contract/staff-roles.ts';
import { accountSessionCookie, buildTestApp, call, freshClockStart, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { sql } from 'kysely';
import { createDatabase } from '../db/create-db.ts';
import type { AuditEntry } from '../store/audit-repository.ts';

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
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'non-serious',
  consentToContact: true,
};
const quotation = {
  lines: [{ product: 'Glucose Meter', quantity: 250, unitPrice: '412.50', gstRate: 12 }],
  validUntil: '2999-12-31',
};

describeForEachEngine('the audit trail of reads, refusals and holds', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;
  const cookies: Record<string, string> = {};
  const accounts: Record<string, string> = {};
  const leads: Record<string, number> = {};

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    accounts[name] = account.id;
    cookies[name] = await accountSessionCookie(suite.store, account.id, () => clock);
  };

  /** Runs the request and answers its status and the one entry it wrote (failing on none or several). */
  const entryOf = async (options: InjectOptions): Promise<{ status: number; entry: AuditEntry }> => {
    const before = (await suite.store.audit.head()).lastSeq;
    const { statusCode: status } = await app.inject(options);
    const written = await suite.store.audit.entries(before, 10);
    expect(written, `entries written by ${options.method} ${options.url}`).toHaveLength(1);
    return { status, entry: written[0]! };
  };
  const get = (as: string, url: string): InjectOptions => ({
    method: 'GET',
    url,
    headers: { cookie: cookies[as]! },
  });

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, {
      now: () => clock,
      backgroundJobs: false,
      loginLimits: {
        perDevice: { maxFailures: 2, windowMs: 60_000 },
        perAddress: { maxFailures: 2, windowMs: 60_000 },
      },
    });
    await staff('Anita', ['sales']);
    await staff('Chitra', ['safety']);
    await staff('Kiran', ['catalogue']);
    cookies.Key = await signIn(app);
    leads.quote = (
      await suite.store.leads.create({ kind: 'quote', fields: quote as never, notify: false })
    ).id;
    leads.report = (
      await suite.store.leads.create({ kind: 'adverse-event', fields: report as never, notify: false })
    ).id;
  });
  afterAll(() => app.close());

  it('records every staff read of a lead, naming it by id', async () => {
    const read = await entryOf(get('Anita', `/api/inbox/${leads.quote}`));
    expect(read.status).toBe(200);
    expect(read.entry).toMatchObject({
      action: 'submission.read',
      accountId: accounts.Anita,
      recordType: 'submission',
      recordId: String(leads.quote),
    });
    expect(read.entry.sessionRef).toMatch(/^[0-9a-f]{16}$/);
    expect(read.entry.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(read.entry)).not.toContain('Priya');

    const byKey = await entryOf(get('Key', `/api/inbox/${leads.quote}`));
    expect(byKey.entry).toMatchObject({ action: 'submission.read', accountId: null });
  });

  it('records every staff read of an adverse-event report and its safety case', async () => {
    for (const as of ['Chitra', 'Key']) {
      const read = await entryOf(get(as, `/api/inbox/${leads.report}`));
      expect(read.status).toBe(200);
      expect(read.entry).toMatchObject({
        action: 'safety-case.read',
        accountId: as === 'Key' ? null : accounts.Chitra,
        recordType: 'submission',
        recordId: String(leads.report),
      });
      expect(JSON.stringify(read.entry)).not.toContain('Ravi');
    }
    // A report another role cannot see does not exist for it, and so was not read.
    const hidden = await call(app, get('Anita', `/api/inbox/${leads.report}`));
    expect(hidden.status).toBe(404);
  });

  it('records the inbox list and export with the ids shown, and the quotation PDF', async () => {
    const listed = await entryOf(get('Anita', '/api/inbox?q=priya'));
    expect(listed.status).toBe(200);
    expect(listed.entry).toMatchObject({
      action: 'submission.list',
      accountId: accounts.Anita,
      recordType: 'submission',
      details: { ids: String(leads.quote), searched: true },
    });
    expect(JSON.stringify(listed.entry)).not.toContain('priya');

    const exported = await entryOf(get('Key', '/api/inbox.csv'));
    expect(exported.status).toBe(200);
    expect(exported.entry).toMatchObject({
      action: 'submission.export',
      details: { ids: `${leads.quote}-${leads.report}`, rows: 2 },
    });

    const replied = await call(app, {
      method: 'POST',
      url: `/api/inbox/${leads.quote}/replies`,
      headers: { cookie: cookies.Anita! },
      payload: { body: 'Our prices:', quotation },
    });
    expect(replied.status).toBe(201);
    const pdf = await entryOf(get('Anita', `/api/inbox/${leads.quote}/replies/0/quotation`));
    expect(pdf.status).toBe(200);
    expect(pdf.entry).toMatchObject({
      action: 'submission.quotation',
      recordType: 'submission',
      recordId: String(leads.quote),
      details: { message: 0 },
    });
  });

  it('records reading the audit log', async () => {
    const read = await entryOf(get('Key', '/api/audit?limit=5'));
    expect(read.status).toBe(200);
    expect(read.entry).toMatchObject({ action: 'audit.read', accountId: null, details: { limit: 5 } });
  });

  it('records a 403 of a staff route: a role refused and a request from another site', async () => {
    const refused = await entryOf(get('Kiran', '/api/inbox'));
    expect(refused.status).toBe(403);
    expect(refused.entry).toMatchObject({
      action: 'access.denied',
      accountId: accounts.Kiran,
      recordType: 'endpoint',
      recordId: 'listInbox',
      details: { method: 'GET', status: 403 },
    });
    const crossSite = await entryOf({
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie: cookies.Kiran!, origin: 'https://attacker.example' },
      payload: {},
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.entry).toMatchObject({ action: 'access.denied', recordId: 'createTablet' });
    expect(crossSite.entry.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records a 429 of a staff route', async () => {
    const signInWith = (key: string): InjectOptions => ({
      method: 'POST',
      url: '/api/admin/session',
      payload: { key },
      remoteAddress: '198.51.100.77',
    });
    let held: { status: number; entry: AuditEntry } | undefined;
    for (let attempt = 0; attempt < 12 && held?.status !== 429; attempt += 1) {
      const before = (await suite.store.audit.head()).lastSeq;
      const answer = await call(app, signInWith(`wrong key number ${attempt}`));
      const written = await suite.store.audit.entries(before, 10);
      if (answer.status === 429) {
        expect(written).toHaveLength(1);
        held = { status: answer.status, entry: written[0]! };
      }
    }
    expect(held?.status).toBe(429);
    expect(held?.entry).toMatchObject({
      action: 'access.throttled',
      accountId: null,
      recordType: 'endpoint',
      recordId: 'openAdminSession',
      details: { method: 'POST', status: 429 },
    });
  });

  it('records opening an invitation and a failed accept, without the token', async () => {
    const invited = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: cookies.Key! },
      payload: { email: 'meena@aarogya.example', displayName: 'Meena', roles: ['sales'] },
    });
    expect(invited.status).toBe(201);
    const { token } = (invited.body as { invitation: { token: string } }).invitation;
    const opened = await entryOf({ method: 'POST', url: '/api/staff/invitations/open', payload: { token } });
    expect(opened.status).toBe(200);
    expect(opened.entry).toMatchObject({
      action: 'invitation.open',
      accountId: null,
      recordType: 'invitation',
    });
    const failed = await entryOf({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, password: 'a long and unusual passphrase 4 tea', code: '000000' },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.entry).toMatchObject({
      action: 'invitation.accept-failed',
      details: { status: failed.status },
    });
    expect(JSON.stringify([opened.entry, failed.entry])).not.toContain(token);
  });

  it('names the submissions, subscriptions and mails an erasure deleted or anonymised', async () => {
    await suite.store.recallSubscriptions.request('priya@example.in', 'neurovital', 'f'.repeat(64));
    const erased = await entryOf({
      method: 'DELETE',
      url: `/api/personal-data?email=${encodeURIComponent('priya@example.in')}`,
      headers: { cookie: cookies.Key! },
    });
    expect(erased.status).toBe(200);
    expect(erased.entry).toMatchObject({
      action: 'submission.erase',
      details: {
        erased: 1,
        anonymised: 0,
        recallSubscriptions: 1,
        erasedIds: [leads.quote],
        anonymisedIds: [],
        recallSubscriptionIds: [expect.any(Number)],
        unsentMailIds: [],
      },
    });
    expect(JSON.stringify(erased.entry)).not.toContain('priya');
  });

  it('answers no read whose entry cannot be written (503), and lets a refusal stand', async () => {
    const handle = createDatabase(suite.target.options);
    try {
      await sql`delete from audit_head where id = 1`.execute(handle.db);
      const read = await app.inject(get('Chitra', `/api/inbox/${leads.report}`));
      expect(read.statusCode).toBe(503);
      expect(read.body).not.toContain('Ravi');
      expect(read.body).not.toContain('AllerClear');
      const refused = await app.inject(get('Kiran', '/api/inbox'));
      expect(refused.statusCode).toBe(403);
    } finally {
      await handle.db.destroy();
    }
  });
});
