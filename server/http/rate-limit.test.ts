import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type RateLimitPolicy } from '#contract/endpoint.ts';
import { openTestRedis, redisTestUrl, removeRedisKeys, uniqueRedisPrefix } from '#testing/redis.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { countedByHandler, type EndpointOptions, registerEndpoint, useContractSchemas } from './endpoint.ts';
import {
  limitedBy,
  redisNetworkCounter,
  type RouteLimit,
  storeNetworkCounter,
  tooManyRequests,
} from './rate-limit.ts';

const windowMs = 60_000;
/** A time on a minute's boundary, from which the tests step through windows. */
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
  let handledInside = 0;

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
    // The same endpoint under another path, its limit counted by the handler for unmarked words only.
    const countedInside = limitedBy(limited.limit, routeLimit());
    registerEndpoint(
      app,
      { ...limited, path: '/api/limited-inside', operationId: 'limitedInside' },
      async (request, reply) => {
        if (!request.body.word.startsWith('free-') && (await countedInside(request, reply))) return reply;
        handledInside += 1;
        return { done: true };
      },
      { limit: countedByHandler },
    );
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
    const firstHit = windowStart + 15_000;
    at(firstHit);
    handled = 0;
    for (let request = 1; request <= 3; request += 1) {
      const answer = await page();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    // The window is a minute from the first request, whatever the clock's minute.
    at(firstHit + 15_000);
    const refused = await page();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({ refused: true, retryAfterSeconds: '45' });
    expect(handled).toBe(3);

    // Another network has its own count.
    expect((await page(neighbour)).statusCode).toBe(200);
    // Refused requests count too, and the wait shrinks as the window runs out.
    at(firstHit + windowMs - 300);
    const later = await page();
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('1');
    expect(handled).toBe(4);
  });

  it('counts afresh when the window ends, and not at the clock’s minute', async () => {
    const firstHit = windowStart + 2 * windowMs + 1_000;
    at(firstHit);
    for (let request = 1; request <= 3; request += 1) expect((await page()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(429);
    at(windowStart + 3 * windowMs);
    expect((await page()).statusCode).toBe(429);
    at(firstHit + windowMs - 1);
    expect((await page()).statusCode).toBe(429);
    at(firstHit + windowMs);
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
    at(windowStart + 4 * windowMs + 20_000);
    const refused = await send({ word: 'c' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json()).toEqual({ refused: true, retryAfterSeconds: '50' });
  });

  it('counts only what a handler that awaits the limit counts', async () => {
    at(windowStart + 6 * windowMs + 20_000);
    const send = (word: string) =>
      app.inject({ method: 'POST', url: '/api/limited-inside', payload: { word }, remoteAddress: visitor });
    for (let request = 1; request <= 4; request += 1) expect((await send('free-word')).statusCode).toBe(200);
    expect((await send('a')).statusCode).toBe(200);
    expect((await send('b')).statusCode).toBe(200);
    at(windowStart + 6 * windowMs + 40_000);
    const refused = await send('c');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ refused: true, retryAfterSeconds: '40' });
    // The handler went no further than the refusal.
    expect(handledInside).toBe(6);
    // Uncounted requests still pass once the limit is reached.
    expect((await send('free-again')).statusCode).toBe(200);
    expect(handledInside).toBe(7);
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

it('refuses for its rate with 429 and Retry-After, the caller sending the body', async () => {
  const app = Fastify();
  app.get('/refused', (_request, reply) => tooManyRequests(reply, 42).send({ error: 'Wait.' }));
  app.get('/refused-page', (_request, reply) =>
    tooManyRequests(reply, '7').type('text/html').send('<p>Wait.</p>'),
  );
  const refused = await app.inject({ method: 'GET', url: '/refused' });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('42');
  expect(refused.json()).toEqual({ error: 'Wait.' });
  const page = await app.inject({ method: 'GET', url: '/refused-page' });
  expect(page.statusCode).toBe(429);
  expect(page.headers['retry-after']).toBe('7');
  expect(page.body).toBe('<p>Wait.</p>');
  await app.close();
});

describe.skipIf(!redisTestUrl)('network counter in Redis', () => {
  let redis: Redis;
  let prefix: string;
  const request = (ip: string) => ({ ip, routeOptions: { config: {} } }) as unknown as FastifyRequest;
  /** A counter on an app of its own, as each instance of the site has one. */
  const counterOn = async (connection: Redis) => {
    const app = Fastify();
    apps.push(app);
    return redisNetworkCounter(app, connection, 'test-address-key', prefix);
  };
  const apps: FastifyInstance[] = [];
  const policy: RateLimitPolicy = { name: 'test-redis', max: 2, windowMs };

  beforeAll(() => {
    redis = openTestRedis();
    prefix = uniqueRedisPrefix();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await removeRedisKeys(redis, prefix);
    redis.disconnect();
  });

  it('counts each network under the policy, past max exceeded, until the window that began with the first hit ends', async () => {
    const counter = await counterOn(redis);
    const started = Date.now();
    const first = await counter.count(policy, request(visitor));
    expect(first.exceeded).toBe(false);
    expect(first.windowEndsAt).toBeGreaterThanOrEqual(started + windowMs);
    expect(first.windowEndsAt).toBeLessThanOrEqual(Date.now() + windowMs);
    expect((await counter.count(policy, request(visitor))).exceeded).toBe(false);
    const third = await counter.count(policy, request(visitor));
    expect(third.exceeded).toBe(true);
    // The window is the first hit's, not restarted by later ones.
    expect(third.windowEndsAt).toBeLessThanOrEqual(first.windowEndsAt + 5);
    expect(third.windowEndsAt).toBeGreaterThan(Date.now());

    // Another network, and another policy, have counts of their own.
    expect((await counter.count(policy, request(neighbour))).exceeded).toBe(false);
    expect((await counter.count({ ...policy, name: 'test-redis-other' }, request(visitor))).exceeded).toBe(
      false,
    );

    // Three keys under the prefix, named by an HMAC rather than the address, each expiring.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(3);
    expect(keys.join()).not.toContain(visitor);
    expect(keys.join()).not.toContain(neighbour);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(windowMs);
    }
  });

  it('shares the count with every counter on the same Redis and prefix', async () => {
    const other = openTestRedis();
    try {
      const shared: RateLimitPolicy = { name: 'test-redis-shared', max: 1, windowMs };
      const one = await counterOn(redis);
      const two = await counterOn(other);
      expect((await one.count(shared, request(visitor))).exceeded).toBe(false);
      expect((await two.count(shared, request(visitor))).exceeded).toBe(true);
    } finally {
      other.disconnect();
    }
  });

  it('rejects the count when Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    away.on('error', () => {});
    const counter = await counterOn(away);
    await expect(counter.count(policy, request(visitor))).rejects.toThrow();
    away.disconnect();
  });
});
