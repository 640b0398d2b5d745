import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxList, LeadDetail } from '#contract/inbox.ts';
import { type VisitorRequest } from '#contract/visitor-requests.ts';
import { visitorRequestMessages, visitorRequestRateLimit } from '#contract/visitor-request-texts.ts';
import { formatPaise, type Quotation, quotationTotals } from '#contract/quotation.ts';
import { pdfText } from '#testing/pdf-text.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { MailOutbox } from '../mail/mail-outbox.ts';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { accountSessionCookie, buildTestApp, call, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  timeline: 'immediately',
  agreed: true,
  elapsedMs: 5000,
};
const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** The reference and token of a private link, `/requests/{reference}#{token}`, wherever it is written. */
function linkIn(text: string): { reference: string; token: string } {
  const match = /\/requests\/([A-Z0-9-]+)#([\w-]+)/.exec(text);
  if (!match) throw new Error(`no request link in ${text}`);
  return { reference: match[1]!, token: match[2]! };
}

describeForEachEngine('the visitor’s private page of a request', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let sales: string;
  /** Each test calls from a network of its own, so the per-network limit is its own too. */
  let network = 0;
  let address = '';

  beforeAll(async () => {
    mail = await startMailServer();
    app = await buildTestApp(suite.store, {
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
      backgroundJobs: false,
    });
    const account = await suite.store.staffAccounts.create({
      email: 'anita@aarogya.example',
      displayName: 'Anita',
      roles: ['sales'],
    });
    sales = await accountSessionCookie(suite.store, account.id);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const nextNetwork = () => {
    network += 1;
    address = `198.51.100.${network}`;
  };
  const sendQuote = async () => {
    const sent = await call(app, { method: 'POST', url: '/api/quote-requests', payload: quote });
    expect(sent.status).toBe(201);
    const { reference, requestPath } = sent.body as { reference: string; requestPath: string };
    return { ...linkIn(requestPath), sentReference: reference };
  };
  const open = (reference: string, token?: string) =>
    call(app, {
      method: 'POST',
      url: `/api/requests/${reference}`,
      payload: token === undefined ? {} : { token },
      remoteAddress: address,
    });
  const answer = (reference: string, token: string, body: string) =>
    call(app, {
      method: 'POST',
      url: `/api/requests/${reference}/answers`,
      payload: { token, body },
      remoteAddress: address,
    });
  const idOf = async (reference: string) =>
    (
      (await call(app, { method: 'GET', url: `/api/inbox?q=${reference}`, headers: { cookie: sales } }))
        .body as unknown as InboxList
    ).items[0]!;

  it('opens with the link of the confirmation, shows the reply and its quotation, and takes an answer that staff see unread', async () => {
    nextNetwork();
    const { reference, token, sentReference } = await sendQuote();
    expect(reference).toBe(sentReference);
    const fresh = await open(reference, token);
    expect(fresh).toMatchObject({
      status: 200,
      body: { reference, kind: 'quote', status: 'received', thread: [] },
    });

    const listed = await idOf(reference);
    await call(app, { method: 'GET', url: `/api/inbox/${listed.id}`, headers: { cookie: sales } });
    const quotation = {
      lines: [{ product: 'Glucose Meter', quantity: 3, unitPrice: '0.01', gstRate: 12 }],
      validUntil: '2999-12-31',
    };
    const replied = await call(app, {
      method: 'POST',
      url: `/api/inbox/${listed.id}/replies`,
      headers: { cookie: sales },
      payload: { body: 'Dear Priya, our prices:', quotation },
    });
    expect(replied.status).toBe(201);

    // The reply's mail carries a link of its own, which opens the same page.
    const sending = new MailOutbox(
      suite.store.outbox,
      new SealedText(testSecrets.sessionSecret, 'mail-outbox'),
    ).startSending({
      smtpUrl: `smtp://127.0.0.1:${mail.port}`,
      from: 'no-reply@aarogyalifesciences.in',
      log: quietLog,
    });
    try {
      await sending.drain();
    } finally {
      await sending.stop();
    }
    const mailed = readableMail(mail.received.find((message) => message.includes(reference))!);
    const fromMail = linkIn(mailed);
    expect(fromMail.reference).toBe(reference);
    expect(fromMail.token).not.toBe(token);
    const viaMail = (await open(reference, fromMail.token)).body as VisitorRequest;
    expect(viaMail).toMatchObject({
      status: 'answered',
      thread: [{ from: 'company', body: 'Dear Priya, our prices:', quotation }],
    });

    expect(await answer(reference, token, '  ')).toMatchObject({
      status: 400,
      body: { fields: { body: visitorRequestMessages.answerRequired } },
    });
    const answered = await answer(reference, fromMail.token, 'Can you deliver by Friday?');
    expect(answered.status).toBe(201);
    expect((answered.body as VisitorRequest).thread.map((message) => message.from)).toEqual([
      'company',
      'you',
    ]);
    // The visitor's question is now the last word: the request waits for our reply again.
    expect((answered.body as VisitorRequest).status).toBe('received');
    expect(((await open(reference, token)).body as VisitorRequest).status).toBe('received');

    // Staff see it unread, in the thread as the visitor's.
    expect((await idOf(reference)).unread).toBe(true);
    const detail = await call(app, {
      method: 'GET',
      url: `/api/inbox/${listed.id}`,
      headers: { cookie: sales },
    });
    expect((detail.body as { item: LeadDetail }).item.thread.at(-1)).toMatchObject({
      from: 'visitor',
      author: null,
      body: 'Can you deliver by Friday?',
      mailed: false,
    });
    expect((await idOf(reference)).unread).toBe(false);

    // The quotation downloads as a PDF, by a plain form post as the page's button sends it.
    const pdf = await app.inject({
      method: 'POST',
      url: `/api/requests/${reference}/quotation`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, message: '0' }).toString(),
      remoteAddress: address,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="quotation-${reference}-1.pdf"`);
    const { lines } = await pdfText(pdf.rawPayload);
    const totals = quotationTotals(quotation as Quotation);
    expect(lines.find((line) => line.startsWith('Total'))).toBe(`Total ${formatPaise(totals.total)}`);
    expect(lines.join('\n')).toContain(reference);
    // The visitor's own answer carries none; nor does a wrong token get one.
    for (const [message, withToken] of [
      ['1', token],
      ['0', 'w'.repeat(32)],
    ] as const) {
      const refused = await app.inject({
        method: 'POST',
        url: `/api/requests/${reference}/quotation`,
        payload: { token: withToken, message: Number(message) },
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('shows nothing without the right token: a wrong, missing or other request’s token and an unknown reference get the same 404', async () => {
    nextNetwork();
    const mine = await sendQuote();
    const theirs = await sendQuote();
    const unknown = 'Q-2026-ZZZZZZZZ';
    for (const refused of [
      await open(mine.reference, 'x'.repeat(32)),
      await open(mine.reference),
      await open(mine.reference, theirs.token),
      await open(unknown, mine.token),
      await answer(mine.reference, theirs.token, 'Hello'),
    ])
      expect(refused).toMatchObject({ status: 404, body: { error: visitorRequestMessages.notFound } });
    expect((await open('not-a-reference', mine.token)).status).toBe(404);
    // Newsletter sign-ups have no page, whatever their receipt.
    const signup = await call(app, {
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'reader@example.in' },
    });
    expect((signup.body as { requestPath?: string }).requestPath).toBeUndefined();
  });

  it('answers a wrong token in the same time as an unknown reference', async () => {
    nextNetwork();
    const { reference } = await sendQuote();
    const unknown = 'Q-2026-ZZZZZZZZ';
    const token = 'y'.repeat(32);
    const times: Record<'wrong' | 'unknown', number[]> = { wrong: [], unknown: [] };
    const timed = async (kind: 'wrong' | 'unknown') => {
      const started = performance.now();
      const answer = await open(kind === 'wrong' ? reference : unknown, token);
      times[kind].push(performance.now() - started);
      expect(answer.status).toBe(404);
    };
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let round = 0; round < 24; round += 1) {
      await timed(round % 2 === 0 ? 'wrong' : 'unknown');
      await timed(round % 2 === 0 ? 'unknown' : 'wrong');
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(times.wrong) / median(times.unknown);
    // One and the same indexed read answers both; what is left is the machine's noise.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('limits lookups per network, right or wrong', async () => {
    nextNetwork();
    const { reference, token } = await sendQuote();
    for (let look = 0; look < visitorRequestRateLimit.max; look += 1)
      expect((await open(reference, look % 2 === 0 ? token : 'z'.repeat(32))).status).not.toBe(429);
    const limited = await open(reference, token);
    expect(limited).toMatchObject({ status: 429, body: { error: visitorRequestMessages.tooMany } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    nextNetwork();
    expect((await open(reference, token)).status).toBe(200);
  });

  it('stops opening an adverse-event report once the reporter’s data is erased', async () => {
    nextNetwork();
    const sent = await call(app, {
      method: 'POST',
      url: '/api/adverse-event-reports',
      payload: {
        reporterName: 'Ravi Kumar',
        reporterEmail: 'ravi@example.in',
        reporterType: 'patient',
        productName: 'AllerClear',
        description: 'Rash after the second tablet.',
        seriousness: 'non-serious',
        consentToContact: true,
        elapsedMs: 5000,
      },
    });
    const { reference, token } = linkIn((sent.body as { requestPath: string }).requestPath);
    expect((await open(reference, token)).status).toBe(200);
    await suite.store.leads.erase('ravi@example.in');
    expect((await open(reference, token)).status).toBe(404);
  });
});
