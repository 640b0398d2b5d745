import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { receiptParameter, referencePattern } from '#contract/lead-fields.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

const contactForm = (email: string) =>
  new URLSearchParams({
    name: 'Anil Rao',
    email,
    subject: 'Stockist',
    message: 'Please call me.',
    terms: 'on',
    website: '',
  }).toString();

describeForEachEngine('confirmation pages', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-confirmation-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'te/contact/received/index.html': smallestSiteFiles['contact/received/index.html']!,
      'te/requests/index.html': '<!doctype html><html lang="te-IN"><body><h1>మీ అభ్యర్థన</h1></body></html>',
    });
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, { buildDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  async function sendContactForm(email = 'anil@example.in') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: contactForm(email),
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/contact/received');
    return {
      location: `${location.pathname}${location.search}`,
      reference: location.searchParams.get('ref') ?? '',
      receipt: location.searchParams.get(receiptParameter) ?? '',
    };
  }

  const page = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    return response.body;
  };

  it('shows the reference to the visitor who holds its receipt', async () => {
    const sent = await sendContactForm();
    expect(sent.reference).toMatch(referencePattern);
    expect(sent.receipt.length).toBeGreaterThanOrEqual(32);
    const html = await page(sent.location);
    expect(html).toContain(`Your reference is <strong data-lead-reference="">${sent.reference}</strong>.`);
    // With the private link of the request, made of the same receipt.
    expect(html).toContain(`<a data-lead-request-link="" href="/requests/${sent.reference}#${sent.receipt}"`);
  });

  it('serves the page of a visitor’s request for every well-formed reference, never cached or indexed', async () => {
    const sent = await sendContactForm('follow@example.in');
    for (const reference of [sent.reference, 'C-2026-ZZZZZZZZ']) {
      const response = await app.inject({ url: `/requests/${reference}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Your Request</h1>');
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        'referrer-policy': 'same-origin',
      });
    }
    expect((await app.inject({ url: '/requests/not-a-reference' })).statusCode).toBe(404);
  });

  it('keeps the language of a translated form: its confirmation links to the request’s page in it, served for every reference', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-messages?lang=te',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: contactForm('telugu@example.in'),
      ...fromNewAddress(),
    });
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/te/contact/received');
    const reference = location.searchParams.get('ref') ?? '';
    const receipt = location.searchParams.get(receiptParameter) ?? '';
    expect(await page(`${location.pathname}${location.search}`)).toContain(
      `<a data-lead-request-link="" href="/te/requests/${reference}#${receipt}"`,
    );
    const telugu = await app.inject({ url: `/te/requests/${reference}` });
    expect(telugu.statusCode).toBe(200);
    expect(telugu.body).toContain('<h1>మీ అభ్యర్థన</h1>');
    expect(telugu.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ url: '/te/requests/not-a-reference' })).statusCode).toBe(404);
    // A visitor who chose Telugu in the switcher opens a mail's English link in Telugu.
    const remembered = await app.inject({
      url: `/requests/${reference}`,
      headers: { cookie: 'site_language=te' },
    });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe(`/te/requests/${reference}`);
    expect((await app.inject({ url: `/requests/${reference}` })).statusCode).toBe(200);
  });

  it('confirms in general, never with a reference, without a matching receipt', async () => {
    const mine = await sendContactForm('mine@example.in');
    const theirs = await sendContactForm('theirs@example.in');
    for (const url of [
      '/contact/received',
      '/contact/received?ref=C-2026-424242',
      `/contact/received?ref=${mine.reference}`,
      `/contact/received?ref=${mine.reference}&${receiptParameter}=${theirs.receipt}`,
      `/contact/received?ref=${mine.reference}&${receiptParameter}=${mine.receipt}x`,
      `/contact/received?ref=${mine.reference}&ref=${theirs.reference}&${receiptParameter}=${mine.receipt}`,
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<h1>Received</h1>');
      expect(html, url).not.toContain('Your reference is');
      expect(html, url).not.toContain('data-lead-request-link');
      expect(html, url).not.toContain(mine.reference);
    }
  });

  it('gives references that reveal nothing of how many submissions there are', async () => {
    const references = [];
    for (let index = 0; index < 5; index += 1) {
      references.push((await sendContactForm(`count-${index}@example.in`)).reference);
    }
    const randomParts = references.map((reference) => reference.split('-')[2]!);
    for (const part of randomParts) expect(part).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(randomParts).size).toBe(5);
    // Not a counter: consecutive submissions are not numbered one after the other.
    // Read in Crockford's alphabet: parseInt's base 32 stops at W, X, Y and Z.
    const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const numbers = randomParts.map((part) =>
      [...part].reduce((value, digit) => value * 32 + crockford.indexOf(digit), 0),
    );
    expect(numbers.slice(1).every((number, index) => number !== numbers[index]! + 1)).toBe(true);
  });

  it('confirms a repeated newsletter address without a reference', async () => {
    const subscribe = () =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'twice@example.in', website: '' }).toString(),
        ...fromNewAddress(),
      });
    const first = await subscribe();
    expect(first.headers.location).toMatch(/^\/newsletter\/subscribed\?ref=N-/);
    const again = await subscribe();
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/newsletter/subscribed');
  });
});
