import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyEmail } from '#contract/company.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import type { InboxList, LeadDetail } from '#contract/inbox.ts';
import { recallSubscriptionLimits } from '#contract/recalls.ts';
import { visitorMailTexts } from '#contract/visitor-mail-texts.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { MailOutbox } from '../mail/mail-outbox.ts';

const quote = {
  fullName: 'ప్రియ రెడ్డి',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  timeline: 'within-1-month',
  agreed: true,
};
const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const te = messagesFor('te');
const hi = messagesFor('hi');

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.46.${Math.floor(++ip / 250)}.${ip % 250}` });

/** `/recalls` as built in a language: the server renders it with the server build, this says only that it is built. */
const recallsPage = (locale: 'en' | 'te' | 'hi') =>
  `<!doctype html><html lang="${locale}-IN"><head><title>Recalls</title></head><body></body></html>`;

/** The raw message's header block, folded lines joined. */
const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

/** The bytes an RFC 2047 encoded word carries (base64 or Q). */
const wordBytes = (encoding: string, text: string) =>
  encoding.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64')
    : Buffer.from(
        text
          .replaceAll('_', ' ')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      );

/** A header as a person reads it: adjacent encoded words joined byte for byte, then read as UTF-8. */
function header(raw: string, name: string): string {
  const line = headersOf(raw)
    .split('\r\n')
    .find((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return '';
  const value = line.slice(name.length + 1).trim();
  const words = [...value.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)];
  if (words.length === 0) return value;
  return Buffer.concat(words.map(([, encoding, text]) => wordBytes(encoding!, text!))).toString('utf8');
}

/** A message's text as a person reads it, whichever transfer encoding carried it. */
function bodyOf(raw: string): string {
  if (!/content-transfer-encoding: base64/i.test(headersOf(raw))) return readableMail(raw);
  return Buffer.from(raw.slice(raw.indexOf('\r\n\r\n') + 4), 'base64').toString('utf8');
}

describeForEachEngine('mails to a visitor in the language of their page', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let staffCookie: string;

  beforeAll(async () => {
    mail = await startMailServer();
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-mail-languages-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'recalls/index.html': recallsPage('en'),
      'te/recalls/index.html': recallsPage('te'),
      'hi/recalls/index.html': recallsPage('hi'),
    });
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, {
      buildDir,
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
      backgroundJobs: false,
    });
    staffCookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  /** Sends what the outbox holds to the SMTP sink, as the running site does; answers the mails to `to`. */
  const delivered = async (to: string): Promise<string[]> => {
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
    return mail.received.filter((raw) => header(raw, 'To') === to);
  };
  const sendQuote = async (query: string, email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/quote-requests${query}`,
      payload: { ...quote, email },
      ...fromNewAddress(),
    });
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { reference: string }).reference;
  };
  /** The request's page a mail links to: its address and whether its token opens the request. */
  const requestLink = async (text: string, reference: string) => {
    const link = new URL(new RegExp(`https?://\\S+/requests/${reference}#\\S+`).exec(text)![0]);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/requests/${reference}`,
      payload: { token: link.hash.slice(1) },
      ...fromNewAddress(),
    });
    return { pathname: link.pathname, opens: opened.statusCode === 200 };
  };

  it('confirms a Telugu quote request in Telugu, linking to the Telugu page of the request', async () => {
    const to = `telugu-${engine}@example.in`;
    const reference = await sendQuote('?lang=te', to);
    const [raw, ...more] = await delivered(to);
    expect(more).toEqual([]);
    const what = `${te['request.kind.quote']} ${reference}`;
    expect(header(raw!, 'Subject')).toBe(fillPlaceholders(te['mail.confirmation.subject']!, { what }));
    expect(header(raw!, 'Subject')).toContain('కొటేషన్ అభ్యర్థన');
    expect(header(raw!, 'Reply-To')).toBe(companyEmail);
    const text = bodyOf(raw!);
    expect(text).toContain(te['mail.request.pageLink']);
    expect(text).toContain(
      fillPlaceholders(te['mail.request.writeToUs']!, { email: companyEmail, reference }),
    );
    expect(text).not.toContain('We received');
    expect(await requestLink(text, reference)).toEqual({
      pathname: `/te/requests/${reference}`,
      opens: true,
    });
    // Nothing the visitor typed is repeated to the address they gave.
    expect(text).not.toContain(quote.fullName);
  });

  it('confirms a form post from the Hindi page in Hindi', async () => {
    const to = `hindi-form-${engine}@example.in`;
    const posted = await app.inject({
      method: 'POST',
      url: '/api/quote-requests?lang=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...quote, quantity: '250', agreed: 'on', email: to }).toString(),
      ...fromNewAddress(),
    });
    expect(posted.statusCode).toBe(303);
    const reference = new URL(posted.headers.location!, 'http://localhost').searchParams.get('ref')!;
    const [raw] = await delivered(to);
    expect(header(raw!, 'Subject')).toBe(
      fillPlaceholders(hi['mail.confirmation.subject']!, {
        what: `${hi['request.kind.quote']} ${reference}`,
      }),
    );
    expect((await requestLink(bodyOf(raw!), reference)).pathname).toBe(`/hi/requests/${reference}`);
  });

  it('confirms in English, with the English words and page, when the form names no language or an unknown one', async () => {
    for (const [query, to] of [
      ['', `english-${engine}@example.in`],
      ['?lang=fr', `french-page-${engine}@example.in`],
    ] as const) {
      const reference = await sendQuote(query, to);
      const [raw] = await delivered(to);
      expect(header(raw!, 'Subject')).toBe(`We received your quote request ${reference}`);
      const text = bodyOf(raw!);
      expect(text).toContain(`Thank you: we received your quote request ${reference} on `);
      expect(text).toContain('We answer within 24 hours.');
      expect(text).toContain(visitorMailTexts.request.pageLink);
      expect(await requestLink(text, reference)).toEqual({ pathname: `/requests/${reference}`, opens: true });
    }
  });

  it('mails staff replies in the visitor’s language, and in the language of the page they last answered on', async () => {
    const to = `reply-${engine}@example.in`;
    const reference = await sendQuote('?lang=te', to);
    await delivered(to);
    const listed = await call(app, {
      method: 'GET',
      url: `/api/inbox?q=${reference}`,
      headers: { cookie: staffCookie },
    });
    const { id } = (listed.body as unknown as InboxList).items[0]!;
    const reply = async (body: string) => {
      const answer = await call(app, {
        method: 'POST',
        url: `/api/inbox/${id}/replies`,
        headers: { cookie: staffCookie },
        payload: { body },
      });
      expect(answer.status).toBe(201);
      return (answer.body as { item: LeadDetail }).item;
    };
    await reply('The price is ₹412 a unit.');
    const [telugu] = (await delivered(to)).filter((raw) => bodyOf(raw).includes('₹412'));
    expect(header(telugu!, 'Subject')).toBe(`మీ ${te['request.kind.quote']} ${reference}`);
    // Staff's own words go as they wrote them; the mail's own words and its link are Telugu.
    const text = bodyOf(telugu!);
    expect(text).toContain('The price is ₹412 a unit.');
    expect(text).toContain(te['mail.request.pageLink']);
    const link = await requestLink(text, reference);
    expect(link).toEqual({ pathname: `/te/requests/${reference}`, opens: true });

    // The visitor answers from the Hindi page: the next reply is Hindi.
    const token = new URL(new RegExp(`https?://\\S+/requests/${reference}#\\S+`).exec(text)![0]).hash.slice(
      1,
    );
    const answered = await app.inject({
      method: 'POST',
      url: `/api/requests/${reference}/answers`,
      payload: { token, body: 'कृपया डिलीवरी का समय बताएँ।', language: 'hi' },
      ...fromNewAddress(),
    });
    expect(answered.statusCode).toBe(201);
    await reply('Delivery takes a week.');
    const [hindi] = (await delivered(to)).filter((raw) => bodyOf(raw).includes('a week'));
    expect(header(hindi!, 'Subject')).toBe(
      fillPlaceholders(hi['mail.reply.subject']!, { what: `${hi['request.kind.quote']} ${reference}` }),
    );
    expect((await requestLink(bodyOf(hindi!), reference)).pathname).toBe(`/hi/requests/${reference}`);

    // A language outside the contract's list is refused, and changes nothing.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/requests/${reference}/answers`,
      payload: { token, body: 'Hello', language: 'fr' },
      ...fromNewAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(await suite.store.leads.languageOf(id)).toBe('hi');
  });

  it('asks a Hindi subscriber to confirm in Hindi, and keeps Hindi as the language of their notices', async () => {
    const to = `recall-hindi-${engine}@example.in`;
    const asked = await app.inject({
      method: 'POST',
      url: '/recalls/subscriptions?lang=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ product: 'neurovital', email: to }).toString(),
      ...fromNewAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const [raw] = await delivered(to);
    expect(header(raw!, 'Subject')).toBe('कृपया पुष्टि करें: NeuroVital के रिकॉल नोटिस');
    const text = bodyOf(raw!);
    expect(text).toContain(
      fillPlaceholders(hi['mail.recallConfirmation.openLink']!, {
        hours: String(recallSubscriptionLimits.confirmHours),
        confirm: hi['recall.page.confirm']!,
      }),
    );
    const confirm = new URL(/https?:\/\/\S+\/recalls\/subscriptions\/confirm\/\S+/.exec(text)![0]);
    expect(confirm.searchParams.get('lang')).toBe('hi');
    const confirmed = await app.inject({
      method: 'POST',
      url: `${confirm.pathname}${confirm.search}`,
      ...fromNewAddress(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await suite.store.recallSubscriptions.subscribers('neurovital')).toContainEqual({
      id: expect.any(Number),
      email: to,
      language: 'hi',
    });
  });

  it('keeps the English subscription mail word for word', async () => {
    const to = `recall-english-${engine}@example.in`;
    await app.inject({
      method: 'POST',
      url: '/recalls/subscriptions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ product: 'neurovital', email: to }).toString(),
      ...fromNewAddress(),
    });
    const [raw] = await delivered(to);
    expect(header(raw!, 'Subject')).toBe('Confirm: recall notices of NeuroVital');
    const text = bodyOf(raw!);
    expect(text).toContain(
      'Someone, we hope you, asked Aarogya Life Sciences to email this address whenever we recall a batch of NeuroVital.',
    );
    expect(text).toContain(
      `To confirm, open this link within ${recallSubscriptionLimits.confirmHours} hours and press "Confirm":`,
    );
  });
});
