import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMessages } from '#contract/lead-texts.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the translations the pages are built with
import { messagesFor } from '#app/translations/catalogues.ts';
import { buildTestApp } from '#testing/test-app.ts';
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

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.7.${Math.floor(++ip / 250)}.${ip % 250}` });

describe('a form sent from a Telugu or Hindi page', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  const telugu = messagesFor('te');

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
  });
  afterAll(async () => {
    await app.close();
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

  it('stays English for English, for a language the form’s page is not in, and for anything else', async () => {
    const { reporterName: _left, ...withoutName } = report;
    for (const url of [
      '/api/adverse-event-reports',
      '/api/adverse-event-reports?lang=fr',
      '/api/contact-messages?lang=te',
    ]) {
      const refused = await post(url, url.includes('contact') ? { name: '' } : withoutName);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.body, url).toContain('<html lang="en-IN">');
    }
    const sent = await post('/api/adverse-event-reports', report);
    expect(sent.headers.location).toMatch(/^\/adverse-events\/received\?ref=AE-/);
  });
});
