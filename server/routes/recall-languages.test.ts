import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recall } from '#contract/recalls.ts';
import { leadMessages } from '#contract/lead-texts.ts';
import { recallSubscriptionTexts } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { SealedText } from '../auth/sealed-text.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import { recordBatch } from '#testing/batches.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.11.${Math.floor(++ip / 250)}.${ip % 250}` });

const origin = 'https://www.aarogyalifesciences.in';

/** `/recalls` as built in a language: the server renders it with the server build, this says only that it is built. */
const recallsPage = (tag: string) =>
  `<!doctype html><html lang="${tag}"><head><title>Product Recalls</title></head><body></body></html>`;

const text = (html: string) => new JSDOM(html).window.document.body.textContent ?? '';
const documentOf = (html: string) => new JSDOM(html).window.document;

const te = messagesFor('te');
const hi = messagesFor('hi');

describeForEachEngine('recall pages in Telugu and Hindi', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;
  let cookie: string;
  let recall: Recall;
  const sealed = new SealedText(testSecrets.sessionSecret, 'mail-outbox');

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-recall-languages-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'recalls/index.html': recallsPage('en-IN'),
      'te/recalls/index.html': recallsPage('te-IN'),
      'hi/recalls/index.html': recallsPage('hi-IN'),
    });
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, {
      buildDir,
      env: { SMTP_URL: 'smtp://127.0.0.1:9' },
      backgroundJobs: false,
    });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, ...fromNewAddress() });
  const post = (url: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
      ...fromNewAddress(),
    });
  const queuedMails = async () =>
    (await suite.store.outbox.all('mail')).flatMap(({ payload }) => {
      const opened = sealed.open(payload);
      return opened === undefined ? [] : [JSON.parse(opened) as OutgoingMail];
    });
  /** A `<time>` says its moment as the page's language writes it, through Intl, in India's time. */
  const expectDatesIn = (html: string, tag: string) => {
    const times = [...documentOf(html).querySelectorAll('time')];
    expect(times.length).toBeGreaterThan(0);
    for (const time of times)
      expect(time.textContent).toBe(
        `${new Intl.DateTimeFormat(tag, {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Asia/Kolkata',
        }).format(new Date(time.getAttribute('datetime')!))} IST`,
      );
  };

  it('says in Telugu and Hindi that nothing is recalled, dated for the language', async () => {
    const telugu = await get('/te/recalls');
    expect(telugu.statusCode).toBe(200);
    expect(text(telugu.body)).toContain('ప్రస్తుతం ఎలాంటి రీకాల్‌లు లేవు');
    expectDatesIn(telugu.body, 'te-IN');
    const hindi = await get('/hi/recalls');
    expect(text(hindi.body)).toContain('इस समय कोई रिकॉल नहीं है');
    expectDatesIn(hindi.body, 'hi-IN');
  });

  it('lists a notice and shows its own page in each language, the staff’s words in English and said to be', async () => {
    await recordBatch(app, cookie, `RL-${engine.toUpperCase()}-1`);
    const published = await call(app, {
      method: 'POST',
      url: '/api/recalls',
      headers: { cookie },
      payload: {
        productSlug: 'neurovital',
        batchNumbers: [`RL-${engine.toUpperCase()}-1`],
        recallClass: 'II',
        reason: 'not-of-standard-quality',
        details: 'Tablets of this batch failed the dissolution test.',
        patientAction: 'Return these packs to your pharmacy.',
        pharmacyAction: 'Stop selling this batch.',
        doctorAction: 'Do not prescribe from this batch.',
      },
    });
    expect(published.status).toBe(201);
    recall = (published.body as { recall: Recall }).recall;

    const teluguList = await get('/te/recalls');
    const teluguSummary = documentOf(teluguList.body).querySelector(`[data-recall-id="${recall.id}"]`)!;
    expect(teluguSummary.querySelector('a')?.getAttribute('href')).toBe(`/te/recalls/${recall.id}`);
    expect(teluguSummary.textContent).toContain('NeuroVital క్లాస్ II రీకాల్');
    expect(teluguSummary.textContent).toContain(`బ్యాచ్‌లు: RL-${engine.toUpperCase()}-1. ప్రామాణిక నాణ్యత లేనిది.`);
    expect(text(teluguList.body)).toContain('కొనసాగుతున్న రీకాల్‌లు');
    expectDatesIn(teluguList.body, 'te-IN');

    const hindiList = await get('/hi/recalls');
    const hindiSummary = documentOf(hindiList.body).querySelector(`[data-recall-id="${recall.id}"]`)!;
    expect(hindiSummary.querySelector('a')?.getAttribute('href')).toBe(`/hi/recalls/${recall.id}`);
    expect(hindiSummary.textContent).toContain(`बैच: RL-${engine.toUpperCase()}-1। मानक गुणवत्ता का नहीं।`);
    expect(text(hindiList.body)).toContain('जारी रिकॉल');

    const notice = await get(`/te/recalls/${recall.id}`);
    expect(notice.statusCode).toBe(200);
    const page = documentOf(notice.body);
    expect(page.documentElement.lang).toBe('te-IN');
    // The company's name as the language writes it, as on every Telugu page.
    expect(page.title).toBe(`NeuroVital క్లాస్ II రీకాల్ | ${te['site.name']}`);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `రీకాల్ నోటీసు: NeuroVital బ్యాచ్‌లు RL-${engine.toUpperCase()}-1. ప్రామాణిక నాణ్యత లేనిది. రోగులు, ఫార్మసీలు, డాక్టర్లు ఏం చేయాలి.`,
    );
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`/te/recalls/${recall.id}$`),
    );
    // Its language versions lead to the same notice, in the head and in the switcher.
    // (English again as x-default, for a language none of these is.)
    expect([...page.querySelectorAll('link[hreflang]')].map((link) => link.getAttribute('href'))).toEqual(
      ['en', 'te', 'hi', 'en'].map(
        (version) => `${origin}${version === 'en' ? '' : `/${version}`}/recalls/${recall.id}`,
      ),
    );
    expect(notice.body).toContain(`href="/language/hi?page=%2Fhi%2Frecalls%2F${recall.id}"`);
    // The header's island knows the page by its address, as it is rendered (with the slash, as every page's).
    expect(notice.body).toContain(`&quot;pathname&quot;:&quot;/te/recalls/${recall.id}/&quot;`);
    const article = page.querySelector('article.recall-notice')!;
    expect(article.textContent).toContain(te['recall.page.inEnglish']);
    expect(article.textContent).toContain('మీరు రోగి అయితే');
    expect(article.textContent).toContain('క్లాస్ II: ఈ ఉత్పత్తి తాత్కాలికమైన లేదా తగ్గిపోయే హానికి కారణం కావచ్చు.');
    const english = [...article.querySelectorAll('[lang="en-IN"]')].map((part) => part.textContent);
    expect(english).toEqual([
      'Tablets of this batch failed the dissolution test.',
      'Return these packs to your pharmacy.',
      'Stop selling this batch.',
      'Do not prescribe from this batch.',
    ]);
    expect(article.querySelector('a[href="/te/adverse-events"]')).not.toBeNull();
    expect(article.querySelector('a[href="/te/recalls"]')?.textContent).toBe('అన్ని రీకాల్ నోటీసులు');
    expectDatesIn(notice.body, 'te-IN');

    const hindiNotice = await get(`/hi/recalls/${recall.id}`);
    expect(documentOf(hindiNotice.body).title).toBe(
      `${hi['recall.banner.title']!.replace('{recallClass}', 'II').replace('{product}', 'NeuroVital')} | ${hi['site.name']}`,
    );
    expect(text(hindiNotice.body)).toContain(hi['recall.page.inEnglish']);
    expect(text(hindiNotice.body)).toContain('यदि आप मरीज़ हैं');

    // The English notice says nothing of its language, and names no Telugu or Hindi page of it but its versions.
    const englishNotice = await get(`/recalls/${recall.id}`);
    expect(text(englishNotice.body)).not.toContain(te['recall.page.inEnglish']);
    expect(englishNotice.body).not.toContain('lang="en-IN"><p>');
    expect((await get('/te/recalls/999999')).statusCode).toBe(404);
  });

  it('opens an English recall page in the language a visitor chose', async () => {
    const chosen = await get(`/recalls/${recall.id}`, { cookie: 'site_language=te' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe(`/te/recalls/${recall.id}`);
    const list = await get('/recalls', { cookie: 'site_language=hi' });
    expect(list.headers.location).toBe('/hi/recalls');
  });

  for (const [locale, messages, sentText] of [
    ['te', te, 'మీ ఈమెయిల్ చూడండి'],
    ['hi', hi, 'अपना ईमेल देखें'],
  ] as const) {
    describe(`a subscription from the ${locale === 'te' ? 'Telugu' : 'Hindi'} page`, () => {
      it('is answered, mailed, confirmed and ended in that language', async () => {
        const address = `reader-${locale}-${engine}@example.in`;
        const asked = await post(`/recalls/subscriptions?lang=${locale}`, {
          product: 'neurovital',
          email: address,
        });
        expect(asked.statusCode).toBe(200);
        const answer = documentOf(asked.body);
        expect(answer.documentElement.lang).toBe(`${locale}-IN`);
        expect(answer.querySelector('[role="status"]')?.textContent).toBe(
          messages['recall.subscription.sent'],
        );
        expect(text(asked.body)).toContain(sentText);
        // The form, filled in again, still posts in the page's language.
        expect(answer.querySelector('form[data-recall-subscribe]')?.getAttribute('action')).toBe(
          `/recalls/subscriptions?lang=${locale}`,
        );

        const mail = (await queuedMails()).find((queued) => queued.to === address)!;
        // The mail is in the page's language, as are its links.
        expect(mail.subject).toBe(
          fillPlaceholders(messages['mail.recallConfirmation.subject']!, { product: 'NeuroVital' }),
        );
        const link = new URL(/http\S+\/recalls\/subscriptions\/confirm\/\S+/.exec(mail.text)![0]);
        expect(link.searchParams.get('lang')).toBe(locale);
        const opened = documentOf((await get(`${link.pathname}${link.search}`)).body);
        expect(opened.documentElement.lang).toBe(`${locale}-IN`);
        expect(opened.querySelector('[role="status"] p')?.textContent).toBe(
          messages['recall.subscription.confirmQuestion'],
        );
        const button = opened.querySelector('.recall-message form');
        expect(button?.textContent).toBe(messages['recall.page.confirm']);
        const confirmed = await post(button!.getAttribute('action')!, {});
        expect(text(confirmed.body)).toContain(`${messages['recall.subscription.confirmed']} (NeuroVital)`);

        // Asked again: the mail's unsubscribe link leads to the page in the same language.
        await post(`/recalls/subscriptions?lang=${locale}`, { product: 'neurovital', email: address });
        const already = (await queuedMails()).find(
          (queued) =>
            queued.to === address &&
            queued.subject ===
              fillPlaceholders(messages['mail.recallAlready.subject']!, { product: 'NeuroVital' }),
        )!;
        const unsubscribe = new URL(/(http\S+\/recalls\/subscriptions\/\d+\/\S+)/.exec(already.text)![1]!);
        expect(unsubscribe.searchParams.get('lang')).toBe(locale);
        const ended = await post(`${unsubscribe.pathname}${unsubscribe.search}`, {});
        expect(text(ended.body)).toContain(messages['recall.subscription.unsubscribed']);
        const used = await post(`${link.pathname}${link.search}`, {});
        expect(used.statusCode).toBe(404);
        expect(documentOf(used.body).querySelector('[role="alert"]')?.textContent).toBe(
          messages['recall.subscription.linkInvalid'],
        );
      });

      it('refuses a wrong address or no product in that language, with the form filled in again', async () => {
        const wrong = await post(`/recalls/subscriptions?lang=${locale}`, {
          product: 'neurovital',
          email: 'not-an-address',
        });
        expect(wrong.statusCode).toBe(400);
        expect(documentOf(wrong.body).querySelector('[role="alert"]')?.textContent).toBe(
          messages['lead.emailInvalid'],
        );
        expect(messages['lead.emailInvalid']).not.toBe(leadMessages.emailInvalid);
        expect(wrong.body).toContain('value="not-an-address"');
        expect(wrong.body).toContain('<option value="neurovital" selected="">');
        const noProduct = await post(`/recalls/subscriptions?lang=${locale}`, {
          product: '',
          email: 'a@example.in',
        });
        expect(documentOf(noProduct.body).querySelector('[role="alert"]')?.textContent).toBe(
          messages['recall.refusals.productRequired'],
        );
      });
    });
  }

  it('answers in English when the form names no language, or one the page is not in', async () => {
    for (const url of ['/recalls/subscriptions', '/recalls/subscriptions?lang=fr']) {
      const asked = await post(url, { product: 'neurovital', email: 'english@example.in' });
      expect(documentOf(asked.body).documentElement.lang).toBe('en-IN');
      expect(text(asked.body)).toContain(recallSubscriptionTexts.sent);
    }
  });
});
