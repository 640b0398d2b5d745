import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitPolicy } from '#contract/endpoint.ts';
import { networkKey } from '../network/network-key.ts';
import { retryAfterSeconds } from '../network/retry-after.ts';

/** Hits counted per key in fixed windows, atomically, as the store's rate-limit table counts them. */
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
 * answers the reply it sent, or undefined to go on.
 */
export function limitedBy(policy: RateLimitPolicy, { counter, refuse }: RouteLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const { exceeded, windowEndsAt } = await counter.count(policy, request);
    if (!exceeded) return undefined;
    const seconds = retryAfterSeconds(windowEndsAt);
    reply.code(429).header('retry-after', seconds);
    return refuse(request, reply, seconds);
  };
}
