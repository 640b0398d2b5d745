import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { registerCloseOnShutdown } from './close-on-shutdown.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const agent = new http.Agent({ keepAlive: true });
afterEach(() => agent.destroy());

/** A keep-alive POST whose body is sent in two parts; finish() sends the rest. */
function postInTwoParts(url: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  request.write(body.subarray(0, 4));
  return { finish: () => request.end(body.subarray(4)), answer };
}

it('answers in-flight requests with Connection: close during shutdown, so keep-alive clients let it finish', async () => {
  const app = Fastify({ return503OnClosing: true, forceCloseConnections: 'idle' });
  registerCloseOnShutdown(app);
  let requestArrived: () => void = () => undefined;
  app.addHook('onRequest', async () => requestArrived());
  let shutdownBegan: () => void = () => undefined;
  const closing = new Promise<void>((resolve) => (shutdownBegan = resolve));
  app.addHook('preClose', async () => shutdownBegan());
  app.post('/echo', async (request) => ({ received: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/echo`;

  const before = postInTwoParts(url, { n: 1 });
  before.finish();
  expect(await before.answer).toMatchObject({ status: 200, connection: 'keep-alive' });

  const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
  const inFlight = postInTwoParts(url, { n: 2 });
  await arrived;
  const started = Date.now();
  const closed = app.close();
  await closing;
  inFlight.finish();
  expect(await inFlight.answer).toEqual({ status: 200, connection: 'close', body: '{"received":{"n":2}}' });
  await closed;
  // Without the header the keep-alive connection would hold the close for the keep-alive timeout (72 s).
  expect(Date.now() - started).toBeLessThan(5_000);
});
