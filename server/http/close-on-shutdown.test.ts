import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import {
  type CloseOnShutdownOptions,
  registerCloseOnShutdown,
  shutdownMessage,
} from './close-on-shutdown.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
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
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'],
          body: text,
        }),
      );
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  request.write(body.subarray(0, 4));
  return { finish: () => request.end(body.subarray(4)), answer };
}

/** An app that echoes POST /echo, closes the way the server does, and tells when its shutdown began. */
async function startEchoApp(options: CloseOnShutdownOptions, onRequest: () => void = () => undefined) {
  const app = Fastify({ return503OnClosing: false, forceCloseConnections: false });
  registerCloseOnShutdown(app, options);
  app.addHook('onRequest', async () => onRequest());
  let shutdownBegan: () => void = () => undefined;
  const closing = new Promise<void>((resolve) => (shutdownBegan = resolve));
  app.addHook('preClose', async () => shutdownBegan());
  app.post('/echo', async (request) => ({ received: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/echo`;
  return { app, url, closing };
}

it('answers in-flight requests with Connection: close during shutdown, so keep-alive clients let it finish', async () => {
  let requestArrived: () => void = () => undefined;
  const { app, url, closing } = await startEchoApp({}, () => requestArrived());

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
  expect(await inFlight.answer).toMatchObject({
    status: 200,
    connection: 'close',
    body: '{"received":{"n":2}}',
  });
  await closed;
  // Without the header the keep-alive connection would hold the close for the keep-alive timeout (72 s).
  expect(Date.now() - started).toBeLessThan(5_000);
});

it('answers a request that arrives on an idle keep-alive connection during shutdown, then ends idle ones without a reset', async () => {
  const { app, url, closing } = await startEchoApp({ idleGraceMs: 300 });

  // Two keep-alive connections, both idle when the shutdown begins.
  const first = postInTwoParts(url, { n: 1 });
  const second = postInTwoParts(url, { n: 2 });
  first.finish();
  second.finish();
  expect((await first.answer).connection).toBe('keep-alive');
  expect((await second.answer).connection).toBe('keep-alive');
  const sockets = Object.values(agent.freeSockets).flat();
  expect(sockets).toHaveLength(2);
  const endings = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        socket!.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        socket!.once('close', (hadError: boolean) => resolve(hadError ? 'closed by an error' : 'closed'));
      }),
  );

  const closed = app.close();
  await closing;
  // A request sent on one of them after the shutdown began is answered, not reset.
  const late = postInTwoParts(url, { n: 3 });
  late.finish();
  const answer = await late.answer;
  expect(answer).toMatchObject({ status: 503, connection: 'close', retryAfter: '1' });
  expect(JSON.parse(answer.body)).toEqual({ error: shutdownMessage });
  // Both connections close without an error: the one that carried it, and the other, still idle after
  // the grace period, ended with a FIN.
  expect(await Promise.all(endings)).toEqual(['closed', 'closed']);
  await closed;
});
