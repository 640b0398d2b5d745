import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyLimits, bodyLimitText } from '#contract/endpoint.ts';
import { leadMessages, tooManyRequestsMessage } from '#contract/lead-texts.ts';
import { parse } from 'csv-parse/sync';
import { submissionEndpoints } from '#contract/submissions.ts';
import { buildTestApp, call, ownOrigin, signIn } from '#testing/test-app.ts';
import { smallestRenderingBuild } from '#testing/client-build.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'Priya@Example.in',
  phone: '+91 98480 12345',
  company: 'Sunrise Hospitals',
  productName: 'Glucose Meter',
  quantity: 250,
  requirements: 'Delivery to Secunderabad.\nInvoice with GST.',
  timeline: 'within-1-month',
  agreed: true,
};
const contact = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  subject: 'Stockist',
  message: 'Call me.',
  terms: true,
};
const report = {
  reporterName: 'Lakshmi Devi',
  reporterPhone: '040 2345 6789',
  reporterType: 'patient',
  productName: 'PainRelief Extra Strength',
  batchNumber: 'PR-2611',
  description: 'Rash on both arms after the second tablet.',
  startedOn: '2026-11-01',
  seriousness: 'medical-care',
  consentToContact: true,
};

let ip = 0;
/** Each request from its own address, so tests of storage do not meet the rate limit. */
const fromNewAddress = () => ({ remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}` });

describeForEachEngine('lead API', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;
  let buildDir: string;

  beforeAll(async () => {
    // With the server build, which renders the page answering a refused form post.
    buildDir = await smallestRenderingBuild('lead-api');
    app = await buildTestApp(suite.store, { buildDir });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const admin = () => ({ cookie, origin: ownOrigin });

  it('stores each kind and reads it back exactly, with its reference', async () => {
    const sent = [
      ['quote', quote],
      ['contact', contact],
      ['newsletter', { email: 'news@example.in' }],
      ['adverse-event', report],
    ] as const;
    for (const [kind, body] of sent) {
      const answer = await call(app, {
        method: 'POST',
        url: submissionEndpoints[kind].path,
        payload: body,
        ...fromNewAddress(),
      });
      expect(answer.status).toBe(201);
      const reference = String(answer.body?.reference);
      expect(reference).toMatch(/^(Q|C|N|AE)-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);
      const found = await call(app, { method: 'GET', url: `/api/inbox?q=${reference}`, headers: admin() });
      expect(found.status).toBe(200);
      const items = (found.body as { items: { id: number; reference: string }[] }).items;
      expect(items.map((item) => item.reference)).toEqual([reference]);
      const detail = await call(app, { method: 'GET', url: `/api/inbox/${items[0]!.id}`, headers: admin() });
      const item = (
        detail.body as { item: { fields: Record<string, unknown>; kind: string; status: string } }
      ).item;
      expect(item.kind).toBe(kind);
      expect(item.status).toBe('new');
      const expected = 'email' in body ? { ...body, email: body.email.toLowerCase() } : body;
      expect(item.fields).toEqual(expected);
    }
  });

  it('stores a newsletter address once and answers the same reference', async () => {
    const first = await call(app, {
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'once@example.in' },
      ...fromNewAddress(),
    });
    const again = await call(app, {
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'ONCE@example.in ' },
      ...fromNewAddress(),
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const listed = await call(app, { method: 'GET', url: '/api/inbox?q=once@example.in', headers: admin() });
    expect((listed.body as { total: number }).total).toBe(1);
  });

  it('refuses invalid, spam and too-fast submissions with 400 and stores nothing', async () => {
    const before = (await call(app, { method: 'GET', url: '/api/inbox', headers: admin() })).body as {
      total: number;
    };
    const refusals = [
      [{ ...quote, email: 'not-an-email' }, { email: leadMessages.emailInvalid }],
      [{ ...quote, quantity: 0 }, { quantity: leadMessages.quantityInvalid }],
      [{ ...quote, agreed: false }, { agreed: leadMessages.agreementRequired }],
      [{ ...quote, productName: 'x'.repeat(161) }, { productName: leadMessages.productNameTooLong }],
      [{ ...quote, fullName: 'Priya \u202Eydder' }, { fullName: leadMessages.invalidCharacters }],
      [{ ...quote, productName: 'Glucose\u200BMeter' }, { productName: leadMessages.invalidCharacters }],
      [{ ...quote, extra: 1 }, { extra: 'Unknown field' }],
    ] as const;
    for (const [payload, fields] of refusals) {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/quote-requests',
        payload,
        ...fromNewAddress(),
      });
      expect(answer.status).toBe(400);
      expect(answer.body?.fields).toMatchObject(fields);
    }
    const honeypot = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...contact, website: 'http://spam' },
      ...fromNewAddress(),
    });
    expect(honeypot).toMatchObject({ status: 400, body: { error: leadMessages.honeypotFilled } });
    const fast = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...contact, elapsedMs: 200 },
      ...fromNewAddress(),
    });
    expect(fast).toMatchObject({ status: 400, body: { error: leadMessages.tooFast } });
    const noContact = await call(app, {
      method: 'POST',
      url: '/api/adverse-event-reports',
      payload: { ...report, reporterPhone: '' },
      ...fromNewAddress(),
    });
    expect(noContact.body?.fields).toEqual({ reporterEmail: leadMessages.reporterContactRequired });
    const after = (await call(app, { method: 'GET', url: '/api/inbox', headers: admin() })).body as {
      total: number;
    };
    expect(after.total).toBe(before.total);
  });

  it('names the body limit of the submission endpoints when a body is over it', async () => {
    const over = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...contact, message: 'm'.repeat(bodyLimits.submission) },
      ...fromNewAddress(),
    });
    expect(over).toMatchObject({
      status: 413,
      body: { error: `The request body is too large (at most ${bodyLimitText(bodyLimits.submission)}).` },
    });
    expect(bodyLimitText(bodyLimits.submission)).toBe('64 KiB');
    // A body between the standard and the submission limit reaches the form's own checks.
    const between = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: { ...contact, message: 'm'.repeat(bodyLimits.standard + 1024) },
      ...fromNewAddress(),
    });
    expect(between.status).toBe(400);
    expect(between.body?.fields).toHaveProperty('message');
  });

  it('accepts a form post and redirects to the confirmation page; a refused one shows the errors and the typed values', async () => {
    const form = new URLSearchParams({
      name: 'Anil',
      email: 'anil@example.in',
      phone: '',
      subject: 'Hello',
      message: 'Line one\r\nline two',
      terms: 'on',
      website: '',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(
      /^\/contact\/received\?ref=C-\d{4}-[0-9A-Z]{8}&receipt=[\w-]{32}$/,
    );

    form.set('email', 'anil@');
    form.set('subject', '<b>Hi</b>');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      ...fromNewAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(leadMessages.emailInvalid);
    expect(refused.body).toContain('value="&lt;b&gt;Hi&lt;/b&gt;"');
    expect(refused.body).not.toContain('<b>Hi</b>');
  });

  it('takes a quote for several products from a plain form post and shows every line to staff', async () => {
    const form = new URLSearchParams({
      fullName: 'Dr Meena Rao',
      email: 'purchase@example-hospital.in',
      productName: 'Glucose Meter',
      quantity: '40',
      productName2: 'Insulin Pen',
      quantity2: '300',
      productName3: 'Sterile gauze swabs 10 x 10 cm',
      quantity3: '5000',
      productName4: '',
      quantity4: '',
      agreed: 'on',
      website: '',
    });
    const post = (body: URLSearchParams) =>
      app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
        ...fromNewAddress(),
      });
    const sent = await post(form);
    expect(sent.statusCode).toBe(303);
    const reference = new URL(String(sent.headers.location), ownOrigin).searchParams.get('ref');

    const listed = await call(app, { method: 'GET', url: `/api/inbox?q=${reference}`, headers: admin() });
    const [item] = (listed.body as { items: { id: number; summary: string }[] }).items;
    expect(item?.summary).toBe('Glucose Meter × 40 and 2 more products');
    const detail = await call(app, { method: 'GET', url: `/api/inbox/${item!.id}`, headers: admin() });
    expect((detail.body as { item: { fields: Record<string, unknown> } }).item.fields).toMatchObject({
      productName: 'Glucose Meter',
      quantity: 40,
      productName2: 'Insulin Pen',
      quantity2: 300,
      productName3: 'Sterile gauze swabs 10 x 10 cm',
      quantity3: 5000,
    });
    const csv = await app.inject({ method: 'GET', url: `/api/inbox.csv?q=${reference}`, headers: admin() });
    const [header, row] = parse(csv.body) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Product')).toBe('Glucose Meter');
    expect(cell('Further products')).toBe('Insulin Pen × 300\nSterile gauze swabs 10 x 10 cm × 5000');

    // A refused post shows the lines given and one empty line to add another, and no more.
    form.set('quantity3', '');
    const refused = await post(form);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(leadMessages.furtherQuantityRequired);
    expect(refused.body).toContain('value="Sterile gauze swabs 10 x 10 cm"');
    expect(refused.body).toContain('name="productName4"');
    expect(refused.body).not.toContain('name="productName5"');
  });

  it('limits each network to 5 submissions of a kind per window and says what to do', async () => {
    const address = { remoteAddress: '192.0.2.77' };
    for (let index = 0; index < 5; index += 1) {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/contact-messages',
        payload: contact,
        ...address,
      });
      expect(answer.status).toBe(201);
    }
    const refused = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: contact,
      ...address,
    });
    expect(refused.status).toBe(429);
    expect(String(refused.body?.error)).toMatch(
      /^Too many requests from your network\. Please try again in .+ or call us on \+91 40 4852 7100\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const otherKind = await call(app, {
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: { email: 'limit@example.in' },
      ...address,
    });
    expect(otherKind.status).toBe(201);
  });

  it('answers a form post over the limit with a page naming the minutes, keeping what was typed', async () => {
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Ravi+Kumar&email=ravi%40example.in&subject=Stockist&message=Call+me.&terms=on',
        remoteAddress: '192.0.2.78',
      });
    for (let index = 0; index < 5; index += 1) expect((await post()).statusCode).toBe(303);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    expect(refused.body).toContain(tooManyRequestsMessage(minutes));
    expect(refused.body).toContain('value="Ravi Kumar"');
    expect(refused.body).toMatch(/<input type="checkbox"[^>]* name="terms" checked=""/);
  });

  describe('inbox', () => {
    beforeEach(async () => {
      await suite.store.leads.erase('inbox-test@example.in');
    });

    it('needs the admin session', async () => {
      for (const url of ['/api/inbox', '/api/inbox/1', '/api/inbox.csv']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: '/api/personal-data?email=a@b.in',
            headers: { origin: ownOrigin },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('filters, pages newest first, changes status with a recorded note, exports CSV and erases by email', async () => {
      const references: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const answer = await call(app, {
          method: 'POST',
          url: '/api/quote-requests',
          payload: {
            ...quote,
            email: 'inbox-test@example.in',
            productName: `Pulse Oximeter ${index}`,
            requirements: '=cmd|calc',
          },
          ...fromNewAddress(),
        });
        references.push(String(answer.body?.reference));
      }
      const aeAnswer = await call(app, {
        method: 'POST',
        url: '/api/adverse-event-reports',
        payload: { ...report, reporterEmail: 'inbox-test@example.in' },
        ...fromNewAddress(),
      });

      const first = await call(app, {
        method: 'GET',
        url: '/api/inbox?kind=quote&q=pulse%20oximeter&limit=2',
        headers: admin(),
      });
      const page = first.body as {
        items: { id: number; reference: string }[];
        nextCursor: string;
        total: number;
        unread: Record<string, number>;
      };
      expect(page.total).toBe(3);
      expect(page.items.map((item) => item.reference)).toEqual([references[2], references[1]]);
      expect(page.unread.quote).toBeGreaterThanOrEqual(3);
      const second = await call(app, {
        method: 'GET',
        url: `/api/inbox?kind=quote&q=pulse%20oximeter&limit=2&cursor=${page.nextCursor}`,
        headers: admin(),
      });
      expect((second.body as typeof page).items.map((item) => item.reference)).toEqual([references[0]]);
      expect((second.body as typeof page).nextCursor).toBeNull();

      const id = page.items[0]!.id;
      const changed = await call(app, {
        method: 'PATCH',
        url: `/api/inbox/${id}`,
        headers: admin(),
        payload: { status: 'in-progress', note: 'Called back' },
      });
      expect(changed.status).toBe(200);
      const history = (
        changed.body as {
          item: { status: string; history: { from: string; to: string; note?: string; at: string }[] };
        }
      ).item;
      expect(history.status).toBe('in-progress');
      expect(history.history).toEqual([
        { at: expect.any(String), from: 'new', to: 'in-progress', note: 'Called back' },
      ]);
      const filtered = await call(app, {
        method: 'GET',
        url: '/api/inbox?status=in-progress&q=inbox-test',
        headers: admin(),
      });
      expect((filtered.body as typeof page).items.map((item) => item.id)).toEqual([id]);
      const badStatus = await call(app, {
        method: 'PATCH',
        url: `/api/inbox/${id}`,
        headers: admin(),
        payload: { status: 'lost' },
      });
      expect(badStatus.status).toBe(400);
      const chooseStatus = 'Choose a status: new, in-progress, handled or spam.';
      expect(badStatus.body).toEqual({ error: chooseStatus, fields: { status: chooseStatus } });
      const badId = await call(app, { method: 'GET', url: '/api/inbox/abc', headers: admin() });
      expect(badId.status).toBe(404);
      expect(
        (
          await call(app, {
            method: 'PATCH',
            url: '/api/inbox/999999999',
            headers: admin(),
            payload: { status: 'spam' },
          })
        ).status,
      ).toBe(404);

      const csv = await app.inject({
        method: 'GET',
        url: '/api/inbox.csv?kind=quote&q=pulse',
        headers: admin(),
      });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      const header = lines[0]!.split(',');
      expect(header.slice(0, 8)).toEqual([
        'Reference',
        'Kind',
        'Status',
        'Received',
        'Assigned to',
        'Name',
        'Email',
        'Phone',
      ]);
      expect(new Set(header).size).toBe(header.length);
      const newest = Object.fromEntries(
        lines[1]!.split(',').map((cell, index) => [header[index], cell] as const),
      );
      expect(newest).toMatchObject({
        Reference: references[2],
        Kind: 'Quote request',
        Received: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/),
        Name: quote.fullName,
        Email: 'inbox-test@example.in',
        // A leading + is defused like a formula's.
        Phone: `'${quote.phone}`,
        Product: 'Pulse Oximeter 2',
        Timeline: 'Within a month',
        Requirements: "'=cmd|calc",
        'Agreed to the terms': newest.Received,
      });

      const erased = await call(app, {
        method: 'DELETE',
        url: '/api/personal-data?email=Inbox-Test@example.in',
        headers: admin(),
      });
      expect(erased.body).toEqual({ erased: 3, anonymised: 1, recallSubscriptions: 0, unsentMails: 0 });
      const left = await call(app, { method: 'GET', url: '/api/inbox?q=inbox-test', headers: admin() });
      expect((left.body as typeof page).total).toBe(0);
      const kept = await call(app, {
        method: 'GET',
        url: `/api/inbox?q=${String(aeAnswer.body?.reference)}`,
        headers: admin(),
      });
      const keptId = (kept.body as typeof page).items[0]!.id;
      const keptDetail = await call(app, { method: 'GET', url: `/api/inbox/${keptId}`, headers: admin() });
      const keptFields = (keptDetail.body as { item: { fields: Record<string, unknown>; name?: string } })
        .item;
      expect(keptFields.name).toBeUndefined();
      expect(keptFields.fields).not.toHaveProperty('reporterEmail');
      expect(keptFields.fields).not.toHaveProperty('reporterName');
      expect(keptFields.fields.description).toBe(report.description);
    });
  });
});
