import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitPolicy } from '#contract/endpoint.ts';
import { networkKey } from '../network/network-key.ts';
import { retryAfterSeconds } from '../network/retry-after.ts';

/** Hits counted per key in windows from a key's first hit, atomically, as the store's rate-limit table counts them. */
export interface HitCounter {
  countHit(key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: number }>;
}

/** Counts one request of a network under a policy: whether it is over the limit, and when the window ends. */
export interface NetworkCounter {
  count(
    policy: RateLimitPolicy,
    request: FastifyRequest,
  ): Promise<{ exceeded: boolean; windowEndsAt: number }>;
}

/**
 * Counts in the site's store (SQLite or PostgreSQL), shared by every instance on one database.
 * `addressKey` keys the counters, so the store never holds a visitor's address.
 */
export function storeNetworkCounter(hits: HitCounter, addressKey: string): NetworkCounter {
  return {
    async count(policy, request) {
      const counted = await hits.countHit(networkKey(addressKey, policy.name, request.ip), policy.windowMs);
      return { exceeded: counted.hits > policy.max, windowEndsAt: counted.windowEndsAt };
    },
  };
}

/**
 * Counts in Redis through @fastify/rate-limit's manual limiter (its Redis store: INCR and PEXPIRE
 * in one script, the window starting at a network's first hit), shared by every instance that uses
 * the same Redis and `keyPrefix`. The keys are the same HMACs as the store's, so Redis never holds
 * a visitor's address either. A Redis that does not answer rejects the count: the caller decides
 * where to count instead. Registers the plugin on `app` (without limiting any route by itself).
 */
export async function redisNetworkCounter(
  app: FastifyInstance,
  redis: Redis,
  addressKey: string,
  keyPrefix = '',
): Promise<NetworkCounter> {
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: keyPrefix, skipOnError: false });
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiterOf = (policy: RateLimitPolicy) => {
    const known = limiters.get(policy.name);
    if (known) return known;
    const limiter = app.createRateLimit({
      max: policy.max,
      timeWindow: policy.windowMs,
      keyGenerator: (request) => networkKey(addressKey, policy.name, request.ip),
    });
    limiters.set(policy.name, limiter);
    return limiter;
  };
  return {
    async count(policy, request) {
      const counted = await limiterOf(policy)(request);
      // `isAllowed` is an allow-listed key, of which there are none.
      if (counted.isAllowed) return { exceeded: false, windowEndsAt: Date.now() };
      return { exceeded: counted.isExceeded, windowEndsAt: Date.now() + counted.ttl };
    },
  };
}

/**
 * Marks the answer as refused for its rate: 429, with Retry-After the seconds until the client may
 * send again. Every limit answers through it, and the caller sends the body.
 */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number | string): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfterSeconds));
}

/**
 * Sends the body of a refused request: the status (429) and Retry-After are set already, and
 * `retryAfterSeconds` is that header's value.
 */
export type LimitRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: string,
) => FastifyReply | Promise<FastifyReply>;

/** A route's counter and the refusal it answers past the limit. */
export interface RouteLimit {
  counter: NetworkCounter;
  refuse: LimitRefusal;
}

/**
 * The hook that enforces `policy`: it counts the request against its network and, past the
 * policy's `max` in the window, answers 429 with Retry-After (the seconds until the window ends)
 * and the route's refusal, so the handler does not run. A preHandler (the body is parsed, so a
 * refusal can repeat what was sent), or awaited by a handler that counts only some requests: it
 * answers whether it refused, and the handler then returns the reply. (Not the reply itself: a
 * reply is a thenable, which an awaited promise would resolve to nothing.)
 */
export function limitedBy(policy: RateLimitPolicy, { counter, refuse }: RouteLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const { exceeded, windowEndsAt } = await counter.count(policy, request);
    if (!exceeded) return false;
    const seconds = retryAfterSeconds(windowEndsAt);
    await refuse(request, tooManyRequests(reply, seconds), seconds);
    return true;
  };
}
