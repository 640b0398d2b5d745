import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxList, LeadDetail } from '#contract/inbox.ts';
import { isOverdue, replyMessages } from '#contract/inbox-replies.ts';
import { quotationMessages } from '#contract/quotation.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { createDatabase } from '../db/create-db.ts';
import { MailOutbox } from '../mail/mail-outbox.ts';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { pdfText } from '#testing/pdf-text.ts';
import { accountSessionCookie, buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
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
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'non-serious',
  consentToContact: true,
};
const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const hourMs = 60 * 60 * 1000;

describeForEachEngine('replying to submissions from the inbox', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    ids[name] = account.id;
    cookies[name] = await accountSessionCookie(suite.store, account.id);
  };
  const submit = async (kind: 'quote' | 'adverse-event' | 'newsletter', fields: Record<string, unknown>) =>
    (await suite.store.leads.create({ kind, fields: fields as never, notify: false })).id;
  const replyTo = (as: string, id: number, body: unknown, quotation?: unknown) =>
    call(app, {
      method: 'POST',
      url: `/api/inbox/${id}/replies`,
      headers: { cookie: cookies[as]! },
      payload: { body, ...(quotation ? { quotation } : {}) },
    });
  const list = async (as: string, query: string) =>
    (await call(app, { method: 'GET', url: `/api/inbox?${query}`, headers: { cookie: cookies[as]! } }))
      .body as unknown as InboxList;
  /** Moves a submission's arrival back by `hours`, as if it had waited that long. */
  const receivedHoursAgo = async (id: number, hours: number) => {
    const handle = createDatabase(suite.target.options);
    try {
      const at = new Date(Date.now() - hours * hourMs).toISOString();
      await sql`update leads set created_at = ${at} where id = ${id}`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
  };
  const sender = () =>
    new MailOutbox(suite.store.outbox, new SealedText(testSecrets.sessionSecret, 'mail-outbox')).startSending(
      {
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        from: 'no-reply@aarogyalifesciences.in',
        log: quietLog,
      },
    );

  beforeAll(async () => {
    mail = await startMailServer();
    app = await buildTestApp(suite.store, {
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
      backgroundJobs: false,
    });
    await staff('Anita', ['sales']);
    await staff('Chitra', ['safety']);
    cookies.key = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  it('keeps the reply in the thread, sets the first reply time once, and mails it to the visitor with the reference', async () => {
    const id = await submit('quote', quote);
    const first = await replyTo('Anita', id, '  Dear Priya,\nthe price is ₹412 a unit.  ');
    expect(first.status).toBe(201);
    const { item, mailedTo } = first.body as { item: LeadDetail; mailedTo: string | null };
    expect(mailedTo).toBe('priya@example.in');
    expect(item.thread).toEqual([
      {
        at: expect.any(String),
        from: 'staff',
        author: { id: ids.Anita, displayName: 'Anita' },
        body: 'Dear Priya,\nthe price is ₹412 a unit.',
        mailed: true,
      },
    ]);
    expect(item.firstReplyAt).toBe(item.thread[0]!.at);

    const second = await replyTo('key', id, 'Delivery takes a week.');
    const after = (second.body as { item: LeadDetail }).item;
    expect(after.thread.map((message) => message.author)).toEqual([
      { id: ids.Anita, displayName: 'Anita' },
      null,
    ]);
    expect(after.firstReplyAt).toBe(item.firstReplyAt);
    const listed = (await list('Anita', 'kind=quote')).items.find((lead) => lead.id === id);
    expect(listed?.firstReplyAt).toBe(item.firstReplyAt);

    const sending = sender();
    try {
      expect(await sending.drain()).toBe(2);
    } finally {
      await sending.stop();
    }
    const raw = readableMail(mail.received.find((message) => message.includes('a unit'))!);
    expect(raw).toContain('To: priya@example.in');
    expect(raw).toContain('Reply-To: care@aarogyalifesciences.in');
    expect(raw).toContain(`Subject: Your quote request ${item.reference}`);
    expect(raw).toContain(`quoting ${item.reference}`);
  });

  it('carries a quotation with its totals in the thread and the mail, and only for a quote request', async () => {
    const id = await submit('quote', quote);
    const quotation = {
      lines: [
        { product: 'Glucose Meter', quantity: 250, unitPrice: '412.50', gstRate: 12 },
        { product: 'Test strips (50)', quantity: 500, unitPrice: '0.01', gstRate: 18 },
      ],
      validUntil: '2999-12-31',
    };
    const answered = await replyTo('Anita', id, 'Dear Priya, our prices:', quotation);
    expect(answered.status).toBe(201);
    const { item } = answered.body as { item: LeadDetail };
    expect(item.thread[0]?.quotation).toEqual(quotation);

    const sending = sender();
    try {
      await sending.drain();
    } finally {
      await sending.stop();
    }
    const raw = readableMail(mail.received.find((message) => message.includes('our prices'))!);
    expect(raw).toContain('1. Glucose Meter: 250 × ₹412.50 = ₹1,03,125.00 (GST 12%)');

    // Staff download the same PDF the buyer does; a reply without a quotation has none.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/inbox/${id}/replies/0/quotation`,
      headers: { cookie: cookies.Anita! },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="quotation-${item.reference}-1.pdf"`,
    );
    expect((await pdfText(pdf.rawPayload)).lines).toContain('Total ₹1,15,505.90');
    for (const [message, cookie] of [
      [1, cookies.Anita!],
      [0, cookies.Chitra!],
    ] as const)
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/inbox/${id}/replies/${message}/quotation`,
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(404);
    expect(raw).toContain('GST 18% on ₹5.00: ₹0.90');
    expect(raw).toContain('Total: ₹1,15,505.90');

    const contact = (
      await suite.store.leads.create({
        kind: 'contact',
        fields: {
          name: 'Lakshmi',
          email: 'lakshmi@example.in',
          subject: 'Stock',
          message: 'Hi',
          terms: true,
        } as never,
        notify: false,
      })
    ).id;
    const refused = await replyTo('Anita', contact, 'Prices attached.', quotation);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: quotationMessages.quoteOnly });
    const expired = await replyTo('Anita', id, 'Old prices.', { ...quotation, validUntil: '2020-01-01' });
    expect(expired.status).toBe(400);
  });

  it('drops replies still waiting for the mail server when the visitor’s data is erased', async () => {
    const id = await submit('quote', { ...quote, email: 'erase.me@example.in' });
    await replyTo('Anita', id, 'Dear Priya, this will never leave.');
    const waiting = await suite.store.outbox.size('mail');
    const erased = await call(app, {
      method: 'DELETE',
      url: '/api/personal-data?email=Erase.Me%40example.in',
      headers: { cookie: cookies.Chitra! },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ erased: 1, unsentMails: 1 });
    expect(await suite.store.outbox.size('mail')).toBe(waiting - 1);
  });

  it('writes one submission.reply entry per reply, without its text', async () => {
    const id = await submit('quote', quote);
    const before = (await suite.store.audit.head()).lastSeq;
    await replyTo('Anita', id, 'Dear Priya, a private answer.');
    const entries = (await suite.store.audit.entries(before, 10)).filter(
      (entry) => entry.action === 'submission.reply',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      accountId: ids.Anita,
      recordType: 'submission',
      recordId: String(id),
    });
    expect(JSON.stringify(entries[0])).not.toContain('Priya');
  });

  it('refuses an empty reply, a newsletter sign-up and a report whose reporter may not be contacted, and hides other roles’ kinds', async () => {
    const id = await submit('quote', quote);
    const empty = await replyTo('Anita', id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fields: { body: replyMessages.bodyRequired } });
    expect((await replyTo('Anita', id, 'x'.repeat(5001))).body).toMatchObject({
      fields: { body: replyMessages.bodyTooLong },
    });

    const signUp = await submit('newsletter', { email: 'reader@example.in' });
    expect((await replyTo('Anita', signUp, 'Thanks')).body).toMatchObject({
      error: replyMessages.newsletter,
    });

    const silent = await submit('adverse-event', { ...report, consentToContact: false });
    const refused = await replyTo('Chitra', silent, 'May we ask more?');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: replyMessages.noAddress });

    const reportId = await submit('adverse-event', report);
    expect((await replyTo('Anita', reportId, 'Hello')).status).toBe(404);
    expect((await replyTo('Chitra', reportId, 'Could you tell us the batch number?')).status).toBe(201);
  });

  it('lists as overdue what waited over 24 hours unanswered and open, and nothing else', async () => {
    const late = await submit('quote', quote);
    const answered = await submit('quote', quote);
    const recent = await submit('quote', quote);
    const closed = await submit('quote', quote);
    const signUp = await submit('newsletter', { email: 'late.reader@example.in' });
    for (const id of [late, answered, closed, signUp]) await receivedHoursAgo(id, 25);
    await receivedHoursAgo(recent, 23);
    await replyTo('Anita', answered, 'Answered late, but answered.');
    await call(app, {
      method: 'PATCH',
      url: `/api/inbox/${closed}`,
      headers: { cookie: cookies.Anita! },
      payload: { status: 'handled' },
    });

    const overdue = (await list('key', 'reply=overdue')).items;
    const overdueIds = overdue.map((lead) => lead.id);
    expect(overdueIds).toContain(late);
    for (const id of [answered, recent, closed, signUp]) expect(overdueIds).not.toContain(id);
    // The screen's rule and the database's agree on every row the store holds.
    const everything = (await list('key', 'limit=100')).items;
    expect(
      everything
        .filter((lead) => isOverdue(lead, new Date()))
        .map((lead) => lead.id)
        .sort(),
    ).toEqual(overdueIds.sort());
    expect((await list('key', 'reply=soon')).items).toBeUndefined();
  });
});

describeForEachEngine('replies without a mail server', (engine) => {
  const suite = useSuiteStore(engine);

  it('are kept in the thread, unmailed, and the answer says so', async () => {
    const app = await buildTestApp(suite.store, { backgroundJobs: false });
    try {
      const key = await signIn(app);
      const { id } = await suite.store.leads.create({ kind: 'quote', fields: quote as never, notify: false });
      const answer = await call(app, {
        method: 'POST',
        url: `/api/inbox/${id}/replies`,
        headers: { cookie: key },
        payload: { body: 'We will call you.' },
      });
      expect(answer.status).toBe(201);
      const { item, mailedTo } = answer.body as { item: LeadDetail; mailedTo: string | null };
      expect(mailedTo).toBeNull();
      expect(item.thread[0]).toMatchObject({ body: 'We will call you.', mailed: false });
      expect(await suite.store.outbox.size('mail')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
