import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Batch } from '#contract/batches.ts';
import { languageCookie, languageOfferCookie } from '#contract/language-choice.ts';
import { packCheckRateLimit, packCheckTexts } from '#contract/pack-checks.ts';
import type { Recall } from '#contract/recalls.ts';
import { localHref } from '#languages/translated-pages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { recordBatch } from '#testing/batches.ts';

/** The `/verify` page in a language as served without a question (an answer is rendered by the server build). */
const verifyPage = (tag: string) =>
  `<!doctype html><html lang="${tag}"><head><title>Check</title></head><body><h1>Check</h1>` +
  `<div data-pack-answer="" class="pack-answer"></div></body></html>`;

const te = messagesFor('te');
const hi = messagesFor('hi');

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

/** The answer as a person reads it: its element, to read texts, links and language from. */
const answerOf = (html: string) => {
  const answer = new JSDOM(html).window.document.querySelector('[data-pack-answer] section');
  if (!answer) throw new Error('The page has no answer');
  return answer;
};
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describeForEachEngine('pack check pages in Telugu and Hindi', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;
  let cookie: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-verify-languages-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'te/verify/index.html': verifyPage('te-IN'),
      'hi/verify/index.html': verifyPage('hi-IN'),
    });
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, { buildDir });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const record = (batchNumber: string, change: object = {}) => recordBatch(app, cookie, batchNumber, change);

  const labelOf = async (batch: Batch) => {
    const made = await call(app, {
      method: 'POST',
      url: `/api/batches/${batch.id}/labels`,
      headers: { cookie },
      payload: { count: 1 },
    });
    return (made.body as { labels: { code: string; url: string }[] }).labels[0]!;
  };
  const check = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, ...fromNewAddress() });

  it('answers a label scanned on the Telugu page in Telugu, with the dates as Telugu writes them', async () => {
    const batch = await record(`PL-${engine}-1`);
    const label = await labelOf(batch);
    const answer = await check(`/te/verify/${label.code}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<html lang="te-IN">');
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    const section = answerOf(answer.body);
    expect(section.getAttribute('data-pack-result')).toBe('genuine');
    expect(textOf(section.querySelector('h2')!)).toBe(te['packCheck.answer.heading.genuine']);
    expect(textOf(section)).toContain(te['packCheck.answer.lead.genuine']);
    expect(textOf(section)).toContain(te['packCheck.answerParts.serial']!.replace('{serial}', '1'));
    const fields = Object.fromEntries(
      [...section.querySelectorAll('dl > div')].map((row) => [
        textOf(row.querySelector('dt')!),
        textOf(row.querySelector('dd')!),
      ]),
    );
    const expiry = new Intl.DateTimeFormat('te-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(fields).toMatchObject({
      [te['packCheck.record.brandName']!]: 'NeuroVital',
      [te['packCheck.record.batchNumber']!]: `PL-${engine.toUpperCase()}-1`,
      [te['packCheck.record.expiresOn']!]: expiry.format(new Date('2028-09-30')),
    });
    expect(fields[te['packCheck.record.expiresOn']!]).toMatch(/[\u0C00-\u0C7F]/);
    expect(textOf(section)).not.toContain(packCheckTexts.heading.genuine);
  });

  it('answers a typed code and a batch number in Hindi, the code back in its field', async () => {
    const batch = await record(`PL-${engine}-2`);
    const label = await labelOf(batch);
    const typed = label.code.toLowerCase();
    const byCode = await check(`/hi/verify?code=${encodeURIComponent(typed)}`);
    expect(byCode.body).toContain('<html lang="hi-IN">');
    expect(textOf(answerOf(byCode.body).querySelector('h2')!)).toBe(hi['packCheck.answer.heading.genuine']);
    expect(byCode.body).toContain(`value="${typed}"`);

    const byBatch = await check(`/hi/verify?product=neurovital&batch=pl-${engine}-2`);
    const found = answerOf(byBatch.body);
    expect(found.getAttribute('data-pack-result')).toBe('batch-found');
    expect(textOf(found.querySelector('h2')!)).toBe(hi['packCheck.answer.heading.batch-found']);
    expect(textOf(found)).toContain(hi['packCheck.record.manufacturedOn']);

    const teluguBatch = await check(`/te/verify?product=neurovital&batch=PL-${engine}-2`);
    expect(textOf(answerOf(teluguBatch.body).querySelector('h2')!)).toBe(
      te['packCheck.answer.heading.batch-found'],
    );
    const otherProduct = await check(`/te/verify?product=cardiohealth-plus&batch=PL-${engine}-2`);
    expect(textOf(answerOf(otherProduct.body).querySelector('h2')!)).toBe(
      te['packCheck.answer.heading.not-found'],
    );
  });

  it('refuses an unknown or garbled code in the language, with links to the pages in it', async () => {
    for (const [locale, t] of [
      ['te', te],
      ['hi', hi],
    ] as const) {
      for (const url of [
        `/${locale}/verify/NOTACODE`,
        `/${locale}/verify?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      ]) {
        const answer = await check(url);
        expect(answer.body, url).not.toContain('<script>alert(1)');
        const section = answerOf(answer.body);
        expect(section.getAttribute('data-pack-result'), url).toBe('not-found');
        expect(textOf(section.querySelector('h2')!)).toBe(t['packCheck.answer.heading.not-found']);
        const links = Object.fromEntries(
          [...section.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]),
        );
        expect(links).toEqual({
          [t['packCheck.answerParts.reportAdverseEvent']!]: `/${locale}/adverse-events`,
          [t['packCheck.answerParts.reportContact']!]: `/${locale}/contact`,
          [t['packCheck.answerParts.cdsco']!]: 'https://cdsco.gov.in',
        });
      }
    }
  });

  it('says a recalled batch is recalled in the language, and that the notice’s own words are English', async () => {
    const batch = await record(`PL-${engine}-3`);
    const label = await labelOf(batch);
    const published = await call(app, {
      method: 'POST',
      url: '/api/recalls',
      headers: { cookie },
      payload: {
        productSlug: 'neurovital',
        batchNumbers: [batch.batchNumber],
        recallClass: 'I',
        reason: 'not-of-standard-quality',
        details: 'Tablets of this batch failed the dissolution test.',
        patientAction: 'Stop using these packs <now> and return them to your pharmacy.',
        pharmacyAction: 'Stop selling this batch and return it to us.',
        doctorAction: 'Do not prescribe from this batch.',
      },
    });
    expect(published.status).toBe(201);
    const { recall } = published.body as { recall: Recall };
    for (const [locale, t] of [
      ['te', te],
      ['hi', hi],
    ] as const) {
      const section = answerOf((await check(`/${locale}/verify/${label.code}`)).body);
      expect(section.getAttribute('data-pack-result')).toBe('recalled');
      expect(textOf(section.querySelector('h2')!)).toBe(t['packCheck.answer.heading.recalled']);
      expect(textOf(section)).toContain(t['packCheck.answer.lead.recalled']);
      expect(textOf(section.querySelector('strong')!)).toBe(
        t['recall.banner.title']!.replace('{recallClass}', 'I').replace('{product}', 'NeuroVital'),
      );
      expect(textOf(section)).toContain(t['packCheck.answerParts.recallActionInEnglish']);
      expect(textOf(section)).toContain(t['packCheck.answerParts.recallNoticeInEnglish']);
      // Staff's own words stay as written, marked as English for a screen reader.
      const english = section.querySelector('[lang="en-IN"]');
      expect(textOf(english!)).toBe('Stop using these packs <now> and return them to your pharmacy.');
      const notice = [...section.querySelectorAll('a')].find(
        (link) => textOf(link) === t['packCheck.answerParts.readRecallNotice'],
      );
      expect(notice?.getAttribute('href')).toBe(localHref(`/recalls/${recall.id}`, locale));
    }
    // The English answer is as it always was.
    const englishAnswer = answerOf((await check(`/verify/${label.code}`)).body);
    expect(textOf(englishAnswer)).toContain(
      `Class I recall of NeuroVital (Not of standard quality). Stop using these packs <now> and return them to your pharmacy.`,
    );
    expect(englishAnswer.querySelector('[lang]')).toBeNull();
  });

  it('keeps a printed QR code English for everyone, and takes a chosen language to the page only', async () => {
    const label = await labelOf(await record(`PL-${engine}-4`));
    const chose = { cookie: `${languageCookie.name}=te` };
    const scanned = await check(new URL(label.url).pathname, chose);
    expect(scanned.statusCode).toBe(200);
    expect(scanned.body).toContain('<html lang="en-IN">');
    expect(textOf(answerOf(scanned.body).querySelector('h2')!)).toBe(packCheckTexts.heading.genuine);

    const page = await check('/verify', chose);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/te/verify');
    const telugu = await check('/te/verify');
    expect(telugu.statusCode).toBe(200);
    expect(telugu.headers['cache-control']).toBe('no-cache');
    expect(telugu.body).toContain('<div data-pack-answer="" class="pack-answer"></div>');
    expect((await check('/verify')).statusCode).toBe(200);
    // A browser that prefers Telugu is offered the page in Telugu once, never a scanned answer.
    const prefersTelugu = { 'accept-language': 'te-IN,te;q=0.9,en;q=0.5' };
    expect(String((await check('/verify', prefersTelugu)).headers['set-cookie'])).toContain(
      languageOfferCookie.name,
    );
    expect((await check(new URL(label.url).pathname, prefersTelugu)).headers['set-cookie']).toBeUndefined();
  });

  it('asks a network that checked too often to wait, in Hindi', async () => {
    const address = { remoteAddress: '10.9.250.250' };
    for (let index = 0; index < packCheckRateLimit.max; index += 1)
      await app.inject({ method: 'GET', url: `/hi/verify?code=NOTACODE${index}`, ...address });
    const refused = await app.inject({ method: 'GET', url: '/hi/verify?code=NOTACODE', ...address });
    expect(refused.statusCode).toBe(429);
    const section = answerOf(refused.body);
    expect(textOf(section.querySelector('h2')!)).toBe(hi['packCheck.answerParts.tooManyHeading']);
    expect(textOf(section)).toContain(hi['packCheck.answer.tooMany']);
  });
});
