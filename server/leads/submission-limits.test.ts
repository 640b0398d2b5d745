import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LeadKind, submissionPaths } from '#contract/lead-fields.ts';
import { submissionEndpoints } from '#contract/submissions.ts';
import { tooManyRequestsMessage } from '#contract/lead-texts.ts';
import { openStore, type Store } from '../store/store.ts';
import { openSubmissionCounter } from './submission-limits.ts';
import {
  openTestRedis,
  redisSkipReason,
  redisTestUrl,
  removeRedisKeys,
  uniqueRedisPrefix,
} from '#testing/redis.ts';
import { buildTestApp, call } from '#testing/test-app.ts';
import { smallestRenderingBuild } from '#testing/client-build.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';
import { type FaultyProxy, startFaultyProxy } from '#testing/tcp-proxy.ts';

const contact = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  subject: 'Stockist',
  message: 'Call me.',
  terms: true,
};
const contactForm = new URLSearchParams({
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  subject: 'Stockist',
  message: 'Call me.',
  terms: 'on',
}).toString();
const tenMinutes = 10 * 60 * 1000;

if (!redisTestUrl) console.info(`Skipping the Redis submission-limit tests: ${redisSkipReason}.`);

describe.skipIf(!redisTestUrl)('submission limits in Redis', () => {
  let redis: Redis;
  let prefix: string;
  const targets: StoreTarget[] = [];
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];
  let buildDir: string;

  beforeAll(async () => {
    redis = openTestRedis();
    prefix = uniqueRedisPrefix();
    // With the server build, which renders the page answering a refused form post.
    buildDir = await smallestRenderingBuild('redis-limits');
    // Two instances with stores of their own: only Redis can make them share a limit.
    for (let instance = 0; instance < 2; instance += 1) {
      const target = await createStoreTarget('sqlite');
      const store = await openStore({ ...target.options });
      targets.push(target);
      stores.push(store);
      apps.push(
        await buildTestApp(store, {
          buildDir,
          env: { REDIS_URL: redisTestUrl!, REDIS_KEY_PREFIX: prefix, SUBMISSION_LIMIT: '3' },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    for (const target of targets) await target.dispose();
    await removeRedisKeys(redis, prefix);
    redis.disconnect();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('hold across two instances that share only Redis, with the refusal text and Retry-After', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const post = (app: FastifyInstance, url: string, payload: object) =>
      call(app, { method: 'POST', url, payload, remoteAddress: '198.51.100.7' });

    expect((await post(first, submissionPaths.contact.url, contact)).status).toBe(201);
    expect((await post(second, submissionPaths.contact.url, contact)).status).toBe(201);
    expect((await post(first, submissionPaths.contact.url, contact)).status).toBe(201);
    const refused = await post(second, submissionPaths.contact.url, contact);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.body).toEqual({ error: tooManyRequestsMessage(Math.ceil(retryAfter / 60)) });
    expect((await post(first, submissionPaths.contact.url, contact)).status).toBe(429);

    // Another kind and another network have limits of their own.
    const subscribed = await post(first, submissionPaths.newsletter.url, { email: 'redis@example.in' });
    expect(subscribed.status).toBe(201);
    const otherNetwork = await call(second, {
      method: 'POST',
      url: submissionPaths.contact.url,
      payload: contact,
      remoteAddress: '198.51.100.8',
    });
    expect(otherNetwork.status).toBe(201);

    // Refusals stored nothing: the stores hold the accepted submissions only.
    const [firstTotal, secondTotal] = await Promise.all(
      stores.map(async (store) => (await store.leads.list({}, 10)).total),
    );
    expect([firstTotal, secondTotal]).toEqual([3, 2]);

    // The counters are in Redis under the prefix, named by an HMAC rather than the address, and expire.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(3);
    expect(keys.join()).not.toContain('198.51.100');
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(tenMinutes);
    }
  });

  it('answer a refused form post (no JavaScript) with a page that names the minutes to wait', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const post = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: submissionPaths.contact.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: contactForm,
        remoteAddress: '203.0.113.9',
      });
    for (const app of [first, second, first]) {
      const accepted = await post(app);
      expect(accepted.statusCode).toBe(303);
      expect(accepted.headers.location).toMatch(
        /^\/contact\/received\?ref=C-\d{4}-[0-9A-Z]{8}&receipt=[\w-]{32}$/,
      );
    }
    const refused = await post(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(tooManyRequestsMessage(10));
    expect(refused.body).toContain('value="Ravi Kumar"');
    expect(refused.body).toMatch(/<input type="checkbox"[^>]* name="terms" checked=""/);
  });
});

/**
 * Redis going away: submissions are counted in the store meanwhile (the limit still holds on one
 * PostgreSQL shared by every instance), the change is logged once each way, and no submission
 * waits for the lost connection.
 */
if (redisTestUrl)
  describeForEachEngine('submission limits while Redis does not answer', (engine) => {
    let target: StoreTarget;
    let store: Store;
    let redis: Redis;
    let proxy: FaultyProxy;
    let prefix: string;
    let app: FastifyInstance;
    let logLines: Array<{ level: number; msg: string }>;

    beforeEach(async () => {
      target = await createStoreTarget(engine);
      store = await openStore({ ...target.options });
      redis = openTestRedis();
      const upstream = new URL(redisTestUrl!);
      proxy = await startFaultyProxy(upstream.hostname, Number(upstream.port || 6379));
      prefix = uniqueRedisPrefix();
      logLines = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
          done();
        },
      });
      app = Fastify({ logger: { level: 'info', stream } });
      const counter = await openSubmissionCounter(app, {
        rateLimits: store.rateLimits,
        addressKey: 'test-address-key',
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        redisKeyPrefix: prefix,
      });
      const policy = (kind: LeadKind) => ({ ...submissionEndpoints[kind].limit, max: 2 });
      app.post(submissionPaths.contact.url, async (request) => {
        const { exceeded, windowEndsAt } = await counter.count(policy('contact'), request);
        return { exceeded, resetsInMs: windowEndsAt - Date.now() };
      });
      app.post(submissionPaths.quote.url, (request) => counter.count(policy('quote'), request));
    });
    afterEach(async () => {
      await app.close();
      await proxy.close();
      await removeRedisKeys(redis, prefix);
      redis.disconnect();
      await store.close();
      await target.dispose();
    });

    const count = async (url: string) => {
      const response = await app.inject({ method: 'POST', url, remoteAddress: '192.0.2.50' });
      expect(response.statusCode).toBe(200);
      return response.json<{ exceeded: boolean; resetsInMs: number }>();
    };
    /** What the counter logged at a level (30 info, 40 warn), without the request lines. */
    const messages = (level: number) =>
      logLines
        .filter((line) => line.level === level && /^(Redis|Submission)/.test(line.msg))
        .map((line) => line.msg);

    it('count in the store while Redis refuses connections, and in Redis again once it is back', async () => {
      expect(messages(30)).toEqual([
        expect.stringMatching(/^Submission limits are counted in Redis at 127\.0\.0\.1:\d+ /),
      ]);
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      expect(await redis.keys(`${prefix}*`)).toHaveLength(1);

      await proxy.refuse();
      // The store's own window: two more are accepted, the third refused, each answered at once.
      const started = performance.now();
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      const refused = await count(submissionPaths.contact.url);
      expect(refused.exceeded).toBe(true);
      expect(refused.resetsInMs).toBeGreaterThan(0);
      expect(refused.resetsInMs).toBeLessThanOrEqual(tenMinutes);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(messages(40)).toEqual([
        'Redis at 127.0.0.1:' +
          proxy.port +
          ' does not answer: submission limits are counted in the database until it does.',
      ]);

      await proxy.restore();
      // The quote counter exists in Redis once the connection is back (retried every 2 s at most).
      const deadline = Date.now() + 15_000;
      while ((await redis.keys(`${prefix}*`)).length < 2) {
        if (Date.now() > deadline) throw new Error('the counter did not reconnect to Redis');
        await count(submissionPaths.quote.url);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(messages(30).at(-1)).toMatch(
        /^Redis at 127\.0\.0\.1:\d+ answers again: submission limits are counted there\.$/,
      );
      // Redis still holds the first contact submission: one more is accepted, the next refused.
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(true);
      // Nothing the counter logged names the visitor's address.
      const counterLines = logLines.filter((line) => /^(Redis|Submission)/.test(line.msg));
      expect(counterLines).toHaveLength(3);
      expect(JSON.stringify(counterLines)).not.toContain('192.0.2.50');
    });

    it('do not wait for a Redis whose network is gone', async () => {
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      proxy.blackhole();
      const started = performance.now();
      expect((await count(submissionPaths.contact.url)).exceeded).toBe(false);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(messages(40)).toHaveLength(1);
      await proxy.restore();
    });
  });

/** Without Redis: instances that share one database share the limit through the store. */
describeForEachEngine('submission limits in the store', (engine) => {
  let target: StoreTarget;
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    for (let instance = 0; instance < 2; instance += 1) {
      const store = await openStore({ ...target.options });
      stores.push(store);
      apps.push(await buildTestApp(store, { env: { SUBMISSION_LIMIT: '3' } }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await target.dispose();
  });

  it('hold across two instances on one database', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const post = (app: FastifyInstance) =>
      call(app, {
        method: 'POST',
        url: submissionPaths.contact.url,
        payload: contact,
        remoteAddress: '198.51.100.20',
      });
    expect((await post(first)).status).toBe(201);
    expect((await post(second)).status).toBe(201);
    expect((await post(first)).status).toBe(201);
    const refused = await post(second);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.body).toEqual({ error: tooManyRequestsMessage(Math.ceil(retryAfter / 60)) });
    expect((await post(first)).status).toBe(429);
    expect((await stores[0]!.leads.list({}, 10)).total).toBe(3);
  });

  it('say at start-up that they are counted in the database', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      },
    });
    await openSubmissionCounter(app, {
      rateLimits: stores[0]!.rateLimits,
      addressKey: 'test-address-key',
    });
    await app.close();
    expect(lines.join('')).toContain('Submission limits are counted in the database (REDIS_URL is not set).');
  });
});
