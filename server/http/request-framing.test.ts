import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const subscription = { email: 'priya@example.in', elapsedMs: 5000 };

/** Sends raw request text on a fresh connection and answers the status line's code and the body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describeForEachEngine('how a request must be framed', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(suite.store, { backgroundJobs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('refuses a JSON body in a charset other than UTF-8 with 415, and reads UTF-8 as before', async () => {
    const utf16 = Buffer.from(JSON.stringify(subscription), 'utf16le');
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"utf-16"']) {
      const refused = await call(app, {
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: charset.includes('16') ? utf16 : JSON.stringify(subscription),
        remoteAddress: '203.0.113.40',
      });
      expect(refused.status, charset).toBe(415);
      expect(refused.body).toEqual({ error: 'Send the request body as application/json in UTF-8.' });
    }
    expect((await suite.store.leads.list({}, 10)).total).toBe(0);

    for (const charset of ['utf-8', 'UTF-8', '"utf-8"']) {
      const taken = await call(app, {
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: JSON.stringify(subscription),
        remoteAddress: `203.0.113.${41 + ['utf-8', 'UTF-8', '"utf-8"'].indexOf(charset)}`,
      });
      expect(taken.status, charset).toBe(201);
    }
  });

  it('refuses a staff JSON body in UTF-16 with 415 as well', async () => {
    const cookie = await signIn(app);
    const refused = await call(app, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie, 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from('{"name":"X"}', 'utf16le'),
    });
    expect(refused.status).toBe(415);
  });

  it('answers a request with two Host headers 400, and one Host header as usual', async () => {
    const twice = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nHost: internal.example\r\nConnection: close\r\n\r\n',
    );
    expect(twice.status, twice.body).toBe(400);
    expect(JSON.parse(twice.body)).toEqual({ error: 'Send one Host header.' });
    const once = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(once.status).toBe(200);
  });
});
