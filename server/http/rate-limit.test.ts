import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type RateLimitPolicy } from '#contract/endpoint.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { type EndpointOptions, registerEndpoint, useContractSchemas } from './endpoint.ts';
import { limitedBy, type RouteLimit, storeNetworkCounter } from './rate-limit.ts';

const windowMs = 60_000;
/** The start of a window, so the tests can step to its end and past it. */
const windowStart = Math.floor(Date.UTC(2026, 4, 1, 9) / windowMs) * windowMs;
const visitor = '203.0.113.7';
const neighbour = '198.51.100.9';

const limited = defineEndpoint({
  method: 'POST',
  path: '/api/limited',
  operationId: 'limited',
  summary: 'Limited',
  description: 'A limited endpoint.',
  tags: ['test'],
  access: 'public',
  storeless: true,
  limit: { name: 'test-endpoint', max: 2, windowMs },
  body: z.strictObject({ word: z.string() }),
  answers: { 200: { description: 'Done.', schema: z.object({ done: z.boolean() }) } },
});

describeForEachEngine('rate limit of a route', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let handled = 0;

  const routeLimit = (): RouteLimit => ({
    counter: storeNetworkCounter(suite.store.rateLimits, 'test-address-key'),
    refuse: (_request, reply, retryAfterSeconds) => reply.send({ refused: true, retryAfterSeconds }),
  });

  beforeAll(async () => {
    app = Fastify();
    useContractSchemas(app);
    const policy: RateLimitPolicy = { name: 'test-page', max: 3, windowMs };
    app.get('/page', { preHandler: limitedBy(policy, routeLimit()) }, async () => {
      handled += 1;
      return { handled };
    });
    registerEndpoint(app, limited, async () => ({ done: true }), { limit: routeLimit() });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };
  const page = (remoteAddress = visitor) => app.inject({ method: 'GET', url: '/page', remoteAddress });

  it('counts each request of a network and answers 429 with Retry-After past the limit', async () => {
    at(windowStart + 15_000);
    handled = 0;
    for (let request = 1; request <= 3; request += 1) {
      const answer = await page();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    const refused = await page();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({ refused: true, retryAfterSeconds: '45' });
    expect(handled).toBe(3);

    // Another network has its own count.
    expect((await page(neighbour)).statusCode).toBe(200);
    // Refused requests count too, and the wait shrinks as the window runs out.
    at(windowStart + windowMs - 300);
    const later = await page();
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('1');
    expect(handled).toBe(4);
  });

  it('counts afresh when the window ends', async () => {
    at(windowStart + 2 * windowMs + 1_000);
    for (let request = 1; request <= 3; request += 1) expect((await page()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(429);
    at(windowStart + 3 * windowMs);
    expect((await page()).statusCode).toBe(200);
  });

  it('counts an endpoint’s declared limit after validation, before its handler', async () => {
    at(windowStart + 4 * windowMs + 10_000);
    const send = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/limited', payload, remoteAddress: visitor });
    // A request the contract refuses is not counted.
    for (let request = 1; request <= 3; request += 1) expect((await send({ word: 1 })).statusCode).toBe(400);
    expect((await send({ word: 'a' })).json()).toEqual({ done: true });
    expect((await send({ word: 'b' })).statusCode).toBe(200);
    const refused = await send({ word: 'c' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json()).toEqual({ refused: true, retryAfterSeconds: '50' });
  });

  it('keeps no address in the store', async () => {
    const policy: RateLimitPolicy = { name: 'test-keys', max: 1, windowMs };
    const counted: string[] = [];
    const counter = storeNetworkCounter(
      {
        countHit: (key, window) => {
          counted.push(key);
          return suite.store.rateLimits.countHit(key, window);
        },
      },
      'test-address-key',
    );
    await counter.count(policy, { ip: visitor } as Parameters<typeof counter.count>[1]);
    expect(counted).toHaveLength(1);
    expect(counted[0]).not.toContain(visitor);
  });
});

it('refuses to register an endpoint that declares a limit without a counter', () => {
  const app = Fastify();
  const options: EndpointOptions = {};
  expect(() => registerEndpoint(app, limited, async () => ({ done: true }), options)).toThrow(
    'limited declares a rate limit, but no counter was given for it',
  );
});
