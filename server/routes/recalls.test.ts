import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packCheckTexts } from '#contract/pack-checks.ts';
import {
  type Recall,
  recallMessages,
  recallSubscriptionLimits,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import { recordBatch } from '#testing/batches.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

const productPage = '/products/prescription-medicines/neurovital';

const notice = {
  recallClass: 'I',
  reason: 'not-of-standard-quality',
  details: 'Tablets of these batches failed the dissolution test.\n\nNo other batch is affected.',
  patientAction: 'Stop using these packs <now> and return them to your pharmacy.',
  pharmacyAction: 'Stop selling these batches and return them to us.',
  doctorAction: 'Do not prescribe from these batches.',
};

/** What the test reads of the page: the text of an element, tags stripped. */
const text = (html: string) => new JSDOM(html).window.document.body.textContent ?? '';

describeForEachEngine('recall notices', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  /** A second instance on the same store, as behind a load balancer. */
  let other: FastifyInstance;
  let buildDir: string;
  let cookie: string;
  const sealed = new SealedText(testSecrets.sessionSecret, 'mail-outbox');

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-recalls-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      [`${productPage.slice(1)}/index.html`]:
        '<!doctype html><html lang="en-IN"><head><title>NeuroVital</title></head><body><div data-recall-banner="" class="recall-slot"></div><h1>NeuroVital</h1></body></html>',
      [`te${productPage}/index.html`]:
        '<!doctype html><html lang="te-IN"><head><title>NeuroVital</title></head><body><div data-recall-banner="" class="recall-slot"></div><h1>NeuroVital</h1></body></html>',
      [`hi${productPage}/index.html`]:
        '<!doctype html><html lang="hi-IN"><head><title>NeuroVital</title></head><body><div data-recall-banner="" class="recall-slot"></div><h1>NeuroVital</h1></body></html>',
    });
    await linkServerBuild(buildDir);
    const options = {
      buildDir,
      env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TO: 'safety@example.in' },
      backgroundJobs: false,
    };
    app = await buildTestApp(suite.store, options);
    other = await buildTestApp(suite.store, options);
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const record = (batchNumber: string, change: object = {}) => recordBatch(app, cookie, batchNumber, change);

  const publish = (payload: object) =>
    call(app, { method: 'POST', url: '/api/recalls', headers: { cookie }, payload });
  const get = (instance: FastifyInstance, url: string) =>
    instance.inject({ method: 'GET', url, ...fromNewAddress() });
  const post = (url: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
      ...fromNewAddress(),
    });
  /** Every queued mail, opened; the outbox keeps them sealed. */
  const queuedMails = async () =>
    (await suite.store.outbox.all('mail')).flatMap(({ payload }) => {
      const opened = sealed.open(payload);
      return opened === undefined ? [] : [JSON.parse(opened) as OutgoingMail];
    });
  const linkIn = (mail: OutgoingMail, pattern: RegExp) => new URL(pattern.exec(mail.text)![0]).pathname;

  it('says plainly that nothing is recalled, with the time it was read, in the page and the feed', async () => {
    const page = await get(app, '/recalls');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(text(page.body)).toMatch(/No recalls at present — last updated \d{1,2} \w+ \d{4} at .+ IST/);
    const feed = await get(app, '/recalls/feed.atom');
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).not.toContain('<entry>');
  });

  it('refuses a notice whose product or batches are not ours, and stores nothing', async () => {
    await record(`RC-${engine}-0`);
    const unknownBatch = await publish({
      ...notice,
      productSlug: 'neurovital',
      batchNumbers: [`RC-${engine}-0`, 'NOPE-1'],
    });
    expect(unknownBatch.status).toBe(400);
    expect(unknownBatch.body).toMatchObject({
      fields: { batchNumbers: `${recallMessages.batchUnknown}: NOPE-1` },
    });
    const unknownProduct = await publish({ ...notice, productSlug: 'no-such-thing', batchNumbers: ['A1'] });
    expect(unknownProduct.status).toBe(400);
    const repeated = await publish({ ...notice, productSlug: 'neurovital', batchNumbers: ['A1', 'a1'] });
    expect(repeated.body).toMatchObject({ fields: { batchNumbers: recallMessages.batchesRepeated } });
    const listed = await call(app, { method: 'GET', url: '/api/recalls', headers: { cookie } });
    expect((listed.body as { recalls: Recall[] }).recalls).toEqual([]);
  });

  it('has a visitor confirm a subscription from the mailed link before anything is sent', async () => {
    const asked = await post('/recalls/subscriptions', {
      product: 'neurovital',
      email: ' Reader@Example.in ',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    expect(text(asked.body)).toContain(recallSubscriptionTexts.sent);
    const [mail] = (await queuedMails()).filter((queued) => queued.to === 'reader@example.in');
    expect(mail?.subject).toBe('Confirm: recall notices of NeuroVital');
    const confirmPath = linkIn(mail!, /http\S+\/recalls\/subscriptions\/confirm\/\S+/);

    // Opening the link (as a mail scanner does) only asks; the button confirms.
    const opened = await get(app, confirmPath);
    expect(text(opened.body)).toContain(recallSubscriptionTexts.confirmQuestion);
    expect(await suite.store.recallSubscriptions.subscribers('neurovital')).toEqual([]);
    const confirmed = await post(confirmPath, {});
    expect(text(confirmed.body)).toContain(recallSubscriptionTexts.confirmed);
    expect(await suite.store.recallSubscriptions.subscribers('neurovital')).toEqual([
      { id: expect.any(Number), email: 'reader@example.in', language: 'en' },
    ]);
    const again = await post(confirmPath, {});
    expect(again.statusCode).toBe(404);
    expect(text(again.body)).toContain(recallSubscriptionTexts.linkInvalid);
    // Asked again, the same answer, and the mail says truly that nothing changed.
    const repeated = await post('/recalls/subscriptions', {
      product: 'neurovital',
      email: 'reader@example.in',
    });
    expect(text(repeated.body)).toContain(recallSubscriptionTexts.sent);
    const already = (await queuedMails()).find(
      (queued) => queued.subject === 'Already subscribed: recall notices of NeuroVital',
    );
    expect(already?.to).toBe('reader@example.in');
    expect(already?.text).toMatch(/To stop them: http\S+\/recalls\/subscriptions\/\d+\/\S+/);
  });

  it('answers a wrong address with its message and the form filled in again', async () => {
    const refused = await post('/recalls/subscriptions', { product: 'neurovital', email: 'not-an-address' });
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toContain('Enter a valid email address, like name@example.com.');
    expect(refused.body).toContain('value="not-an-address"');
    expect(refused.body).toContain('<option value="neurovital" selected="">');
    const noProduct = await post('/recalls/subscriptions', { product: '', email: 'a@example.in' });
    expect(text(noProduct.body)).toContain(recallMessages.productRequired);
  });

  it('publishes a notice: its batches recalled, and on every instance the list, its page, the feed, the product page and pack checks show it', async () => {
    const first = await record(`RC-${engine}-1`);
    const second = await record(`RC-${engine}-2`);
    const untouched = await record(`RC-${engine}-3`);
    // Each instance has the product's page rendered, and kept, before the notice.
    for (const instance of [app, other])
      expect((await get(instance, productPage)).body).not.toContain('class="recall-banner"');
    const published = await publish({
      ...notice,
      productSlug: 'neurovital',
      batchNumbers: [first.batchNumber, second.batchNumber.toLowerCase()],
    });
    expect(published.status).toBe(201);
    const { recall } = published.body as { recall: Recall };
    expect(recall).toMatchObject({
      productName: 'NeuroVital',
      status: 'open',
      recallClass: 'I',
      batches: [
        { id: first.id, batchNumber: first.batchNumber },
        { id: second.id, batchNumber: second.batchNumber },
      ],
    });
    for (const batch of [first, second])
      expect((await suite.store.batches.find(batch.id))?.status).toBe('recalled');
    expect((await suite.store.batches.find(untouched.id))?.status).toBe('released');

    for (const instance of [app, other]) {
      const list = await get(instance, '/recalls');
      expect(text(list.body)).toContain(`Class I recall of NeuroVital`);
      expect(list.body).toContain(`href="/recalls/${recall.id}"`);
      expect(text(list.body)).not.toContain('No recalls at present');

      const page = await get(instance, `/recalls/${recall.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Class I recall of NeuroVital | Aarogya Life Sciences</title>');
      expect(page.body).toContain(
        '<p>Tablets of these batches failed the dissolution test.</p><p>No other batch is affected.</p>',
      );
      // Staff's text is text: never markup.
      expect(page.body).toContain('Stop using these packs &lt;now&gt;');
      // Its head is its own, made from the recall, for people who share it and for search engines.
      const head = new JSDOM(page.body).window.document.head;
      const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
      const description = `Recall notice: batches ${first.batchNumber}, ${second.batchNumber} of NeuroVital. Not of standard quality. What patients, pharmacies and doctors should do.`;
      expect(content('meta[name="description"]')).toBe(description);
      expect(content('meta[property="og:description"]')).toBe(description);
      expect(content('meta[property="og:title"]')).toBe(
        'Class I recall of NeuroVital | Aarogya Life Sciences',
      );
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`^https://[^/]+/recalls/${recall.id}$`),
      );
      expect(content('meta[property="og:url"]')).toBe(
        head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      );
      const trail = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!) as {
        itemListElement: { name: string }[];
      };
      expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual([
        'Home',
        'Product Recalls',
        'Class I recall of NeuroVital',
      ]);

      // At once on the instance that published it, and within a second on the other.
      await expect
        .poll(async () => (await get(instance, productPage)).body, { timeout: 1_000, interval: 50 })
        .toContain('class="recall-banner"');
      const product = await get(instance, productPage);
      expect(text(product.body)).toContain(`batches ${first.batchNumber}, ${second.batchNumber}`);
      // A safety notice reaches the product's page in every language, in that language.
      const telugu = text((await get(instance, `/te${productPage}`)).body);
      expect(telugu).toContain('రీకాల్ నోటీసు');
      expect(telugu).toContain(`NeuroVital క్లాస్ I రీకాల్: బ్యాచ్‌లు ${first.batchNumber}, ${second.batchNumber}.`);
      const hindi = text((await get(instance, `/hi${productPage}`)).body);
      expect(hindi).toContain(`बैच ${first.batchNumber}, ${second.batchNumber}। नोटिस (अंग्रेज़ी में)`);
      // Its link leads to the notice's page in the same language.
      expect((await get(instance, `/te${productPage}`)).body).toContain(`href="/te/recalls/${recall.id}"`);
      expect((await get(instance, `/hi${productPage}`)).body).toContain(`href="/hi/recalls/${recall.id}"`);
      expect(product.body).toContain(`href="/recalls/${recall.id}"`);

      const check = await get(instance, `/verify?product=neurovital&batch=${second.batchNumber}`);
      expect(check.body).toContain('data-pack-result="recalled"');
      expect(text(check.body)).toContain(packCheckTexts.heading.recalled);
      expect(check.body).toContain(`<a href="/recalls/${recall.id}">Read the recall notice</a>`);
    }
    expect((await get(app, '/recalls/999999')).statusCode).toBe(404);
    expect((await get(app, '/recalls/not-a-number')).statusCode).toBe(404);
  });

  it('mails the notice to confirmed subscribers with a one-click unsubscribe, and tells staff', async () => {
    const [mail] = (await queuedMails()).filter((queued) =>
      queued.subject.startsWith('URGENT: Class I recall'),
    );
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('reader@example.in');
    expect(mail!.text).toContain('If you are a patient:\nStop using these packs <now>');
    const unsubscribe = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
    const staffMail = (await queuedMails()).find((queued) => queued.to === 'safety@example.in');
    expect(staffMail?.text).toContain('1 subscriber was mailed the notice.');
    expect(staffMail?.text).toContain('within 72 hours');

    const forged = new URL(unsubscribe).pathname.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await post(forged, { 'List-Unsubscribe': 'One-Click' })).statusCode).toBe(404);
    const page = await get(app, new URL(unsubscribe).pathname);
    expect(text(page.body)).toContain(`${recallSubscriptionTexts.unsubscribeQuestion} (NeuroVital)`);
    const done = await post(new URL(unsubscribe).pathname, { 'List-Unsubscribe': 'One-Click' });
    expect(done.statusCode).toBe(200);
    expect(text(done.body)).toContain(recallSubscriptionTexts.unsubscribed);
    expect(await suite.store.recallSubscriptions.subscribers('neurovital')).toEqual([]);
  });

  it('serves the notices as valid Atom, newest first', async () => {
    const feed = await get(app, '/recalls/feed.atom');
    const document = new JSDOM(feed.body, { contentType: 'application/xml' }).window.document;
    expect(document.querySelector('parsererror')).toBeNull();
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.localName).toBe('feed');
    // RFC 4287 §4.1.1: a feed has one id, title and updated, and (with entries that lack one) an author.
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(root.getElementsByTagNameNS(root.namespaceURI, name).length, name).toBeGreaterThan(0);
    expect(root.querySelector('link[rel="self"]')?.getAttribute('href')).toMatch(/\/recalls\/feed\.atom$/);
    const entries = [...root.getElementsByTagName('entry')];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'summary'])
        expect(entry.getElementsByTagName(name).length, name).toBe(1);
      expect(Date.parse(entry.getElementsByTagName('updated')[0]!.textContent!)).not.toBeNaN();
    }
    expect(entries[0]!.getElementsByTagName('title')[0]!.textContent).toBe('Class I recall of NeuroVital');
  });

  it('moves a completed notice to the past ones and takes its banner off the product page', async () => {
    const listed = await call(app, { method: 'GET', url: '/api/recalls', headers: { cookie } });
    const [recall] = (listed.body as { recalls: Recall[] }).recalls;
    // The other instance has the list and the notice rendered, and kept, before the change.
    expect(text((await get(other, '/recalls')).body)).not.toContain('No open recalls at present.');
    expect((await get(other, `/recalls/${recall!.id}`)).body).toContain('data-recall-status="open"');
    const change = { ...notice, status: 'completed', version: recall!.version };
    const done = await call(app, {
      method: 'PUT',
      url: `/api/recalls/${recall!.id}`,
      headers: { cookie },
      payload: change,
    });
    expect(done.status).toBe(200);
    expect((done.body as { recall: Recall }).recall.completedAt).toEqual(expect.any(String));
    const stale = await call(app, {
      method: 'PUT',
      url: `/api/recalls/${recall!.id}`,
      headers: { cookie },
      payload: change,
    });
    expect(stale.status).toBe(409);
    const list = text((await get(app, '/recalls')).body);
    expect(list.indexOf('Past recalls')).toBeLessThan(list.indexOf('Class I recall of NeuroVital'));
    expect(list).toContain('No open recalls at present.');
    // Within a second on the other instance too.
    await expect
      .poll(async () => text((await get(other, '/recalls')).body), { timeout: 1_000, interval: 50 })
      .toContain('No open recalls at present.');
    await expect
      .poll(async () => (await get(other, `/recalls/${recall!.id}`)).body, { timeout: 1_000, interval: 50 })
      .toContain('data-recall-status="completed"');
    expect((await get(app, productPage)).body).not.toContain('class="recall-banner"');
    // The batches stay recalled: a completed recall does not make its packs usable again.
    expect((await suite.store.batches.find(recall!.batches[0]!.id))?.status).toBe('recalled');
  });

  describe('limits', () => {
    it('counts subscription requests per network', async () => {
      const from = { remoteAddress: '10.250.0.1' };
      let last = 0;
      for (let attempt = 0; attempt <= recallSubscriptionLimits.rateMax; attempt += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/recalls/subscriptions',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `product=neurovital&email=limit${attempt}%40example.in`,
          ...from,
        });
        last = answer.statusCode;
        if (attempt < recallSubscriptionLimits.rateMax) expect(answer.statusCode).toBe(200);
        else expect(text(answer.body)).toContain(recallSubscriptionTexts.tooMany);
      }
      expect(last).toBe(429);
    });
  });
});
