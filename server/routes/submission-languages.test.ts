import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMessages, tooManyRequestsMessage } from '#contract/lead-texts.ts';
import { companyPhone } from '#contract/company.ts';
import { submissionRateLimit } from '#contract/lead-fields.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { smallestRenderingBuild } from '#testing/client-build.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

const report = {
  reporterName: 'లక్ష్మి దేవి',
  reporterPhone: '040 2345 6789',
  reporterType: 'patient',
  productName: 'PainRelief Extra Strength',
  description: 'రెండో మాత్ర తర్వాత రెండు చేతులపై దద్దుర్లు.',
  seriousness: 'medical-care',
  elapsedMs: '5000',
};

const quote = {
  fullName: 'ప్రియ రెడ్డి',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: '250',
  productName2: 'Insulin Pen',
  quantity2: '40',
  timeline: 'within-1-month',
  agreed: 'on',
  elapsedMs: '5000',
};

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.7.${Math.floor(++ip / 250)}.${ip % 250}` });

describe('a form sent from a Telugu or Hindi page', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  let buildDir: string;
  const telugu = messagesFor('te');

  beforeAll(async () => {
    // With the server build, which renders the page answering a refused form post.
    buildDir = await smallestRenderingBuild('submission-languages');
    app = await buildTestApp(suite.store, { buildDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const post = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams(fields).toString(),
      ...fromNewAddress(),
    });

  it('is refused in its language, with its labels and the form again, without JavaScript', async () => {
    const { reporterName: _left, ...withoutName } = report;
    const refused = await post('/api/adverse-event-reports?lang=te', withoutName);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="te-IN">');
    expect(refused.body).toContain(`<title>${telugu['refusal.title']}</title>`);
    expect(refused.body).toContain(telugu['lead.reporterNameRequired']);
    expect(refused.body).not.toContain(leadMessages.reporterNameRequired);
    expect(refused.body).toContain(
      `<label for="reporterName">${telugu['field.adverse-event.reporterName']}</label>`,
    );
    // Sent again, it stays in Telugu; what was typed is kept.
    expect(refused.body).toContain('action="/api/adverse-event-reports?lang=te"');
    expect(refused.body).toContain('value="PainRelief Extra Strength"');
  });

  it('lands on the confirmation page in its language', async () => {
    const sent = await post('/api/adverse-event-reports?lang=te', report);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/te\/adverse-events\/received\?ref=AE-/);
  });

  it('answers JSON in its language too', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/adverse-event-reports?lang=hi',
      payload: { ...report, reporterName: '', elapsedMs: 5000 },
      ...fromNewAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { reporterName: messagesFor('hi')['lead.reporterNameRequired'] },
    });
  });

  it('refuses a quote in its language, with its lines’ labels, and lands on its confirmation page', async () => {
    const refused = await post('/api/quote-requests?lang=te', { ...quote, quantity: '0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="te-IN">');
    expect(refused.body).toContain(telugu['lead.quantityInvalid']);
    expect(refused.body).not.toContain(leadMessages.quantityInvalid);
    expect(refused.body).toContain(`<label for="quantity">${telugu['field.quote.quantity']}</label>`);
    expect(refused.body).toContain(`<label for="productName2">${telugu['field.quote.productName2']}</label>`);
    expect(refused.body).toContain('action="/api/quote-requests?lang=te"');
    expect(refused.body).toContain('value="ప్రియ రెడ్డి"');
    expect(refused.body).toContain('value="Insulin Pen"');

    const sent = await post('/api/quote-requests?lang=te', quote);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/te\/request-quote\/received\?ref=Q-/);
  });

  it('answers a quote’s JSON in its language too', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/quote-requests?lang=hi',
      payload: { ...quote, quantity: 0, quantity2: 40, agreed: false, elapsedMs: 5000 },
      ...fromNewAddress(),
    });
    expect(refused.statusCode).toBe(400);
    const hindi = messagesFor('hi');
    expect(refused.json()).toMatchObject({
      fields: { quantity: hindi['lead.quantityInvalid'], agreed: hindi['lead.agreementRequired'] },
    });
  });

  it('refuses a medical question in its language and lands on its confirmation page', async () => {
    const question = {
      name: 'డా. లక్ష్మి రావు',
      profession: 'doctor',
      registrationNumber: 'TSMC/FMR/12345',
      email: 'lakshmi.rao@example.in',
      productName: 'NeuroVital',
      question: 'NeuroVital ను metformin తో కలిపి వాడవచ్చా?',
      urgency: 'routine',
      agreed: 'on',
      elapsedMs: '5000',
    };
    const refused = await post('/api/medical-information-requests?lang=te', { ...question, name: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="te-IN">');
    expect(refused.body).toContain(telugu['lead.nameRequired']);
    expect(refused.body).not.toContain(leadMessages.nameRequired);
    expect(refused.body).toContain(`<label for="question">${telugu['field.medical-info.question']}</label>`);
    expect(refused.body).toContain('action="/api/medical-information-requests?lang=te"');
    expect(refused.body).toContain('value="TSMC/FMR/12345"');

    const sent = await post('/api/medical-information-requests?lang=te', question);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/te\/medical-info\/received\?ref=MI-/);
  });

  it('asks a network that sent too many, in its language, to wait or call', async () => {
    const network = { remoteAddress: '10.9.9.9' };
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/adverse-event-reports?lang=te',
        payload: { ...report, elapsedMs: 5000 },
        ...network,
      });
    for (let sent = 0; sent < submissionRateLimit.max; sent++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    const texts = {
      tooManyRequests: telugu['lead.tooManyRequests'] ?? '',
      waitAMinute: telugu['lead.waitAMinute'] ?? '',
      waitMinutes: telugu['lead.waitMinutes'] ?? '',
    };
    expect(refused.json()).toEqual({ error: tooManyRequestsMessage(minutes, texts) });
    expect(refused.json().error).toMatch(/[\u0C00-\u0C7F]/);
    expect(refused.json().error).toContain(companyPhone.display);
  });

  it('has a page no one reaches by its address', async () => {
    for (const url of ['/form-refusal', '/te/form-refusal']) {
      const visited = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(visited.statusCode, url).toBe(404);
      expect(visited.body, url).not.toContain(telugu['refusal.title']);
    }
  });

  it('stays English for English and for a language the site does not have', async () => {
    const { reporterName: _left, ...withoutName } = report;
    for (const url of ['/api/adverse-event-reports', '/api/adverse-event-reports?lang=fr']) {
      const refused = await post(url, withoutName);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.body, url).toContain('<html lang="en-IN">');
    }
    const sent = await post('/api/adverse-event-reports', report);
    expect(sent.headers.location).toMatch(/^\/adverse-events\/received\?ref=AE-/);
  });
});

describe('a refused form post', () => {
  const suite = useSuiteStore('sqlite');

  it('is answered in plain words when the build has no server part to render its page', async () => {
    const app = await buildTestApp(suite.store);
    try {
      const { reporterName: _left, ...withoutName } = report;
      const refused = await app.inject({
        method: 'POST',
        url: '/api/adverse-event-reports?lang=te',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams(withoutName).toString(),
        ...fromNewAddress(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^text\/plain/);
      expect(refused.body).toBe(messagesFor('te')['lead.reporterNameRequired']);
    } finally {
      await app.close();
    }
  });
});
