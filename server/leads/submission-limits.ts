import fastifyRateLimit from '@fastify/rate-limit';
import { networkKey } from '../network/network-key.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { type LeadKind, leadKinds, submissionPaths, submissionRateLimit } from '#contract/lead-fields.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';

/** One submission counted: whether it is over the limit, and when the network may send again. */
export interface SubmissionCount {
  exceeded: boolean;
  /** Milliseconds until the window ends and the network may send this kind again. */
  resetsInMs: number;
}

/** Counts the submissions of each kind per network, shared by every instance of the site. */
export interface SubmissionCounter {
  count(kind: LeadKind, request: FastifyRequest): Promise<SubmissionCount>;
  /** Counting in Redis: whether Redis answers now (for the readiness check). */
  redisReachable?: () => Promise<boolean>;
}

export interface SubmissionCounterOptions {
  rateLimits: RateLimitRepository;
  /** Keys the counters, so neither the store nor Redis ever holds a visitor's IP address. */
  addressKey: string;
  /** Submissions one network may send of one kind per window. */
  max: number;
  windowMs?: number;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** How long start-up waits for Redis before counting in the store until it answers. */
  redisConnectMs?: number;
}

/** Counts in the site's store (SQLite or PostgreSQL) with an atomic upsert per fixed window. */
function storeCounter(options: SubmissionCounterOptions, windowMs: number): SubmissionCounter {
  return {
    async count(kind, request) {
      const { hits, windowEndsAt } = await options.rateLimits.countHit(
        networkKey(options.addressKey, kind, request.ip),
        windowMs,
      );
      return { exceeded: hits > options.max, resetsInMs: windowEndsAt - Date.now() };
    },
  };
}

const kindByPath = new Map<string, LeadKind>(leadKinds.map((kind) => [submissionPaths[kind].url, kind]));

/**
 * Counts in Redis through @fastify/rate-limit's manual limiter (its Redis store: INCR and PEXPIRE
 * in one Lua script, the window starting at a network's first submission). While Redis does not
 * answer, each submission is counted in the store instead, so the limit still holds across
 * instances on PostgreSQL; the change each way is logged once.
 */
async function redisCounter(
  app: FastifyInstance,
  options: SubmissionCounterOptions & { redisUrl: string },
  windowMs: number,
  fallback: SubmissionCounter,
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

  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: options.redisKeyPrefix ?? '',
    max: options.max,
    timeWindow: windowMs,
    skipOnError: false,
    keyGenerator: (request) => {
      const kind = kindByPath.get(request.routeOptions.url ?? '');
      if (!kind) throw new Error(`${request.routeOptions.url} is not a submission endpoint`);
      return networkKey(options.addressKey, kind, request.ip);
    },
  });
  const limit = app.createRateLimit();

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
    async count(kind, request) {
      try {
        const counted = await limit(request);
        if (unreachable) {
          unreachable = false;
          log.info(`Redis at ${where} answers again: submission limits are counted there.`);
        }
        if (counted.isAllowed) return { exceeded: false, resetsInMs: 0 };
        return { exceeded: counted.isExceeded, resetsInMs: counted.ttl };
      } catch (error) {
        if (!unreachable) {
          unreachable = true;
          log.warn(
            { err: error },
            `Redis at ${where} does not answer: submission limits are counted in the database until it does.`,
          );
        }
        return fallback.count(kind, request);
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
 * store. The start-up log says which.
 */
export async function openSubmissionCounter(
  app: FastifyInstance,
  options: SubmissionCounterOptions,
): Promise<SubmissionCounter> {
  const windowMs = options.windowMs ?? submissionRateLimit.windowMs;
  const inStore = storeCounter(options, windowMs);
  if (options.redisUrl)
    return redisCounter(app, { ...options, redisUrl: options.redisUrl }, windowMs, inStore);
  app.log.info('Submission limits are counted in the database (REDIS_URL is not set).');
  return inStore;
}
