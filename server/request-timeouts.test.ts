import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

interface SlowClientOutcome {
  answer: string;
  elapsedMs: number;
}

/**
 * Opens a connection, sends `head` at once, then one byte of `drip` every 200 ms, and answers what
 * the server wrote back by the time it closed the connection.
 */
function slowClient(port: number, head: string, drip: string): Promise<SlowClientOutcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed && answer === '') socket.write(drip[sent++]!);
    }, 200);
    const giveUp = setTimeout(
      () => socket.destroy(new Error('the server kept the slow client for 10 s')),
      10_000,
    );
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      // A drip already in flight when the server closed may come back as a reset: the answer counts.
      if (answer !== '') resolve({ answer, elapsedMs: Date.now() - started });
      else reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, elapsedMs: Date.now() - started });
    });
  });
}

describeForEachEngine('request timeouts', (engine) => {
  const defaults = useSuiteStore(engine);

  it('are set on the server by default: 30 s per request, 15 s for headers, 60 s idle, 72 s keep-alive', async () => {
    const app = await buildTestApp(defaults.store);
    await app.ready();
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.timeout).toBe(60_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    await app.close();
  });

  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(suite.store, {
      timeouts: { requestMs: 1_500, headersMs: 1_000, connectionMs: 5_000, checkIntervalMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers 408 and closes when a request body arrives too slowly', async () => {
    const outcome = await slowClient(
      port,
      'POST /api/admin/session HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      `"key":"${'x'.repeat(190)}"}`,
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(1_400);
    expect(outcome.elapsedMs).toBeLessThan(8_000);
  });

  it('answers 408 and closes when the headers arrive too slowly', async () => {
    const outcome = await slowClient(
      port,
      'GET /api/tablets HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(900);
    expect(outcome.elapsedMs).toBeLessThan(8_000);
  });

  it('still answers a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/tablets`);
    expect(response.status).toBe(200);
  });
});
