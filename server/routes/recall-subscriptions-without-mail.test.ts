import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recallSubscriptionTexts } from '#contract/recalls.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { recallTexts } from '../recalls/recall-texts.ts';

/** `/recalls` as built in a language: the server renders it with the server build, this says only that it is built. */
const recallsPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Product Recalls</title></head><body></body></html>`;

/** The site as production serves it with SMTP_URL unset: no mail can be sent. */
describeForEachEngine('recall subscriptions without mail', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-recalls-no-mail-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'recalls/index.html': recallsPage('en-IN'),
      'te/recalls/index.html': recallsPage('te-IN'),
      'hi/recalls/index.html': recallsPage('hi-IN'),
    });
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, { buildDir, backgroundJobs: false });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('shows no subscription form, and says in the page’s language that subscriptions are not available', async () => {
    for (const [address, locale] of [
      ['/recalls', 'en'],
      ['/te/recalls', 'te'],
      ['/hi/recalls', 'hi'],
    ] as const) {
      const page = await app.inject({ method: 'GET', url: address });
      expect(page.statusCode, address).toBe(200);
      const section = new JSDOM(page.body).window.document.querySelector('#recall-mail')!;
      expect(page.body).not.toContain('data-recall-subscribe');
      expect(section.querySelector('[name="email"]')).toBeNull();
      expect(section.textContent).not.toContain('we will email you');
      expect(section.querySelector('[data-recall-mail-unavailable]')?.textContent).toBe(
        recallTexts(locale).subscription.unavailable,
      );
      // The rest of the section stays: the feed is there whatever the mail.
      expect(section.querySelector('a[href="/recalls/feed.atom"]')).not.toBeNull();
    }
    expect(recallTexts('te').subscription.unavailable).not.toBe(recallSubscriptionTexts.unavailable);
    expect(recallTexts('hi').subscription.unavailable).not.toBe(recallSubscriptionTexts.unavailable);
  });

  it('refuses a post clearly, never with a 5xx, and gives malformed input its 400', async () => {
    const post = (
      payload: string,
      contentType = 'application/x-www-form-urlencoded',
      url = '/recalls/subscriptions',
    ) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: '203.0.113.60',
      });

    const valid = await post('product=neurovital&email=asha%40example.in');
    expect(valid.statusCode).toBe(409);
    expect(valid.body).toContain(recallSubscriptionTexts.unavailable);
    expect(valid.body).not.toContain('data-recall-subscribe');
    const inTelugu = await post(
      'product=neurovital&email=asha%40example.in',
      undefined,
      '/recalls/subscriptions?lang=te',
    );
    expect(inTelugu.statusCode).toBe(409);
    expect(inTelugu.body).toContain(recallTexts('te').subscription.unavailable);

    for (const malformed of ['product[]=a&email[]=b', '%%%', '', 'product=neurovital&email=not-an-address']) {
      const refused = await post(malformed);
      expect(refused.statusCode, malformed).toBe(400);
    }
    const json = await post('{"product":"neurovital"}', 'application/json');
    expect(json.statusCode).toBeLessThan(500);
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(await suite.store.recallSubscriptions.productOf(1)).toBeUndefined();
  });
});
