import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const redisTestUrl = process.env.TEST_REDIS_URL || undefined;

export const redisSkipReason =
  'TEST_REDIS_URL is not set (set it to a Redis URL such as redis://127.0.0.1:6379 to run it)';

/** A key prefix no other test or run uses, so parallel runs on one Redis never meet. */
export const uniqueRedisPrefix = (): string => `test:${randomUUID()}:`;

/** A connection to the test Redis, for looking at what the server wrote and removing it. */
export function openTestRedis(): Redis {
  if (!redisTestUrl) throw new Error(redisSkipReason);
  return new Redis(redisTestUrl, { maxRetriesPerRequest: 1 });
}

/** Removes every key under the prefix. */
export async function removeRedisKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}
