import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type NetworkCounter, redisNetworkCounter, storeNetworkCounter } from '../http/rate-limit.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';

/** Counts the submissions of each kind per network, shared by every instance of the site. */
export interface SubmissionCounter extends NetworkCounter {
  /** Counting in Redis: whether Redis answers now (for the readiness check). */
  redisReachable?: () => Promise<boolean>;
}

export interface SubmissionCounterOptions {
  rateLimits: RateLimitRepository;
  /** Keys the counters, so neither the store nor Redis ever holds a visitor's IP address. */
  addressKey: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** How long start-up waits for Redis before counting in the store until it answers. */
  redisConnectMs?: number;
}

/**
 * Counts in Redis through @fastify/rate-limit (the window starting at a network's first
 * submission). While Redis does not answer, each submission is counted in the store instead, so
 * the limit still holds across instances on PostgreSQL; the change each way is logged once.
 */
async function redisCounter(
  app: FastifyInstance,
  options: SubmissionCounterOptions & { redisUrl: string },
  fallback: NetworkCounter,
): Promise<SubmissionCounter> {
  // No offline queue and short timeouts: a submission never waits for a Redis that is away.
  const redis = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // A lost connection is reported by the first submission that falls back, not on every retry.
  redis.on('error', () => {});
  app.addHook('onClose', () => redis.disconnect());
  const inRedis = await redisNetworkCounter(app, redis, options.addressKey, options.redisKeyPrefix);

  const ready = await Promise.race([
    new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(resolve, options.redisConnectMs ?? 3_000, false).unref()),
  ]);
  let unreachable = !ready;
  const where = redisLocation(options.redisUrl);
  app.log.info(
    ready
      ? `Submission limits are counted in Redis at ${where} (in the database while Redis does not answer).`
      : `Redis at ${where} does not answer: submission limits are counted in the database until it does.`,
  );

  const log: FastifyBaseLogger = app.log;
  return {
    redisReachable: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async count(policy, request) {
      try {
        const counted = await inRedis.count(policy, request);
        if (unreachable) {
          unreachable = false;
          log.info(`Redis at ${where} answers again: submission limits are counted there.`);
        }
        return counted;
      } catch (error) {
        if (!unreachable) {
          unreachable = true;
          log.warn(
            { err: error },
            `Redis at ${where} does not answer: submission limits are counted in the database until it does.`,
          );
        }
        return fallback.count(policy, request);
      }
    },
  };
}

/** Host and port only: a Redis URL may carry a password. */
function redisLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

/**
 * The submission counter the configuration asks for: Redis when `REDIS_URL` is set, else the
 * store. The start-up log says which. The submission endpoints' declared limit says what it counts.
 */
export async function openSubmissionCounter(
  app: FastifyInstance,
  options: SubmissionCounterOptions,
): Promise<SubmissionCounter> {
  const inStore = storeNetworkCounter(options.rateLimits, options.addressKey);
  if (options.redisUrl) return redisCounter(app, { ...options, redisUrl: options.redisUrl }, inStore);
  app.log.info('Submission limits are counted in the database (REDIS_URL is not set).');
  return inStore;
}
