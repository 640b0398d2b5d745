import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  idempotencyKeyInvalidMessage,
  idempotencyKeyLifetimeHours,
  idempotencyKeyReusedMessage,
} from '#contract/idempotency.ts';
import type { InboxList } from '#contract/inbox.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.23.${Math.floor(++ip / 250)}.${ip % 250}` });

const quoteOf = (productName: string) => ({
  fullName: 'Ravi Kumar',
  email: 'ravi@example.in',
  productName,
  quantity: 40,
  agreed: true,
});

describeForEachEngine('a submission sent again with its Idempotency-Key', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await buildTestApp(suite.store, { env: { SUBMISSION_LIMIT: '2' } });
    cookie = await signIn(app);
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const send = (payload: object, key?: string, url = '/api/quote-requests', from = fromNewAddress()) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      ...from,
    });
  const stored = async (q: string) =>
    (
      (await call(app, { method: 'GET', url: `/api/inbox?q=${encodeURIComponent(q)}`, headers: { cookie } }))
        .body as unknown as InboxList
    ).items.map((item) => item.reference);
  const opens = async (requestPath: string) => {
    const [path, token] = requestPath.split('#') as [string, string];
    const reference = path.replace('/requests/', '');
    const opened = await app.inject({
      method: 'POST',
      url: `/api/requests/${reference}`,
      payload: { token },
      ...fromNewAddress(),
    });
    return opened.statusCode;
  };

  it('is answered with the submission stored the first time, with a new link that opens it too, and stored once', async () => {
    const first = await send(quoteOf('Keyed once'), '"5f0c6b7e9a2d4c1b8e3f7a6d5c4b3a29"');
    expect(first.statusCode).toBe(201);
    const again = await send(quoteOf('Keyed once'), '5f0c6b7e9a2d4c1b8e3f7a6d5c4b3a29');
    expect(again.statusCode).toBe(201);
    type Stored = { reference: string; requestPath: string };
    const firstAnswer = first.json<Stored>();
    const againAnswer = again.json<Stored>();
    expect(againAnswer.reference).toBe(firstAnswer.reference);
    expect(againAnswer.requestPath).not.toBe(firstAnswer.requestPath);
    expect(await opens(firstAnswer.requestPath)).toBe(200);
    expect(await opens(againAnswer.requestPath)).toBe(200);
    expect(await stored('Keyed once')).toEqual([firstAnswer.reference]);
  });

  it('is not counted against the per-network limit', async () => {
    const from = fromNewAddress();
    const key = 'limit-key-0123456789';
    expect((await send(quoteOf('Counted once'), key, undefined, from)).statusCode).toBe(201);
    for (let again = 0; again < 3; again += 1)
      expect((await send(quoteOf('Counted once'), key, undefined, from)).statusCode).toBe(201);
    expect((await send(quoteOf('Counted twice'), undefined, undefined, from)).statusCode).toBe(201);
    expect((await send(quoteOf('Counted thrice'), undefined, undefined, from)).statusCode).toBe(429);
  });

  it('stores one submission when the same request arrives twice at once', async () => {
    const key = 'at-once-key-0123456789';
    const answers = await Promise.all([send(quoteOf('At once'), key), send(quoteOf('At once'), key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const references = answers.map((answer) => answer.json<{ reference: string }>().reference);
    expect(references[1]).toBe(references[0]);
    expect(await stored('At once')).toEqual([references[0]]);
  });

  it('refuses the key with another body (422) or malformed (400), and names nothing across forms', async () => {
    const key = 'reused-key-0123456789';
    expect((await send(quoteOf('First body'), key)).statusCode).toBe(201);
    const reused = await send(quoteOf('Second body'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ error: idempotencyKeyReusedMessage });
    expect(await stored('Second body')).toEqual([]);

    const malformed = await send(quoteOf('Malformed key'), 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: idempotencyKeyInvalidMessage });
    expect(await stored('Malformed key')).toEqual([]);

    const message = await send(
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'Keyed contact',
        message: 'Hello',
        terms: true,
      },
      key,
      '/api/contact-messages',
    );
    expect(message.statusCode).toBe(201);
    expect(await stored('Keyed contact')).toHaveLength(1);
  });

  it('answers a form post sent again with the confirmation page, and forgets a key after a day', async () => {
    const key = 'form-post-key-0123456789';
    const form = new URLSearchParams({ ...quoteOf('Posted form'), quantity: '40', agreed: 'on' }).toString();
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
        ...fromNewAddress(),
      });
    const first = await post();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/request-quote\/received\?ref=Q-/);
    const again = await post();
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/request-quote/received');
    expect(await stored('Posted form')).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (idempotencyKeyLifetimeHours + 1) * 60 * 60 * 1000);
    const later = await post();
    expect(later.headers.location).toMatch(/^\/request-quote\/received\?ref=Q-/);
    expect(await stored('Posted form')).toHaveLength(2);
    vi.setSystemTime(Date.now() + (idempotencyKeyLifetimeHours + 1) * 60 * 60 * 1000);
    // Every key of this suite is over a day old now: all are deleted, and nothing is left to delete.
    expect(await suite.store.leads.forgetOldSubmissionKeys()).toBeGreaterThanOrEqual(6);
    expect(await suite.store.leads.forgetOldSubmissionKeys()).toBe(0);
  });
});
