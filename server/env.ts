import path from 'node:path';
import { z } from 'zod';
import { submissionRateLimit } from '#contract/lead-fields.ts';
import { isAddressOrRange } from './network/client-address.ts';

export const adminKeyMinLength = 16;
/** ADMIN_KEY=off: the admin key opens nothing, once owners sign in with their own accounts. */
export const adminKeyOff = 'off';

const trustProxyHelp =
  'write the number of proxies in front of this server (e.g. 1) or their addresses or CIDR ranges ' +
  'separated by commas (e.g. 10.0.0.2,10.1.0.0/16); "true" would believe any X-Forwarded-For a client invents';

/**
 * Which hops may set X-Forwarded-*: none (false), the nearest n, or the listed proxies (Fastify's
 * trustProxy takes all three). Trusting every hop would make the client address whatever the
 * client writes, so "true" is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === 'no' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const unknown = entries.filter((entry) => !isAddressOrRange(entry));
    if (value === 'true' || value === 'yes' || unknown.length > 0) {
      const what =
        value === 'true' || value === 'yes'
          ? `"${value}" is refused`
          : `"${unknown.join('", "')}" is not an address or range`;
      context.addIssue({ code: 'custom', message: `${what}: ${trustProxyHelp}` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_KEY: z
    .string()
    .refine((key) => key === adminKeyOff || [...key].length >= adminKeyMinLength, {
      error: `must be at least ${adminKeyMinLength} characters long (or ${adminKeyOff} to switch the key off)`,
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PACK_SIGNING_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'must be 32 bytes in base64url (43 characters), as the generated key file holds')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  SITE_URL: z.url({ error: 'must be an absolute URL such as https://www.example.in' }).optional(),
  BUILD_DIR: z.string().min(1, 'must not be empty').default('build'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  NOTIFY_TO: z.string().min(3, 'must name at least one address').optional(),
  NOTIFY_FROM: z.string().min(3).default('Aarogya website <no-reply@aarogyalifesciences.in>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1, 'must not be empty').default('aarogya:submissions:'),
  SUBMISSION_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .default(submissionRateLimit.max),
  RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).default(730),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .optional(),
  METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .default(400),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminKey: string | undefined;
  sessionSecret: string | undefined;
  /** The seed of the Ed25519 key that signs pack codes (else kept in the data directory). */
  packSigningKey?: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** False, a hop count, or the trusted proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  siteUrl: string | undefined;
  clientDir: string;
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
  notifyFrom: string;
  retentionDays: number;
  /** Days the staff audit log keeps an entry. */
  auditRetentionDays: number;
  /** Submissions one network may send of one kind per 10 minutes. */
  submissionLimit: number;
  /** Where the submission limits are counted when set (else in the store). */
  redisUrl: string | undefined;
  /** Starts every key this site writes to Redis, so that several sites or test runs can share one. */
  redisKeyPrefix: string;
  /** The port of the Prometheus /metrics listener; none without it. */
  metricsPort?: number | undefined;
  /** Where that listener listens: loopback unless told otherwise. */
  metricsHost?: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    adminKey: value.ADMIN_KEY,
    sessionSecret: value.SESSION_SECRET,
    packSigningKey: value.PACK_SIGNING_KEY,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    siteUrl: value.SITE_URL,
    clientDir: path.resolve(value.BUILD_DIR, 'client'),
    smtpUrl: value.SMTP_URL,
    notifyTo: value.NOTIFY_TO,
    notifyFrom: value.NOTIFY_FROM,
    retentionDays: value.RETENTION_DAYS,
    auditRetentionDays: value.AUDIT_RETENTION_DAYS,
    submissionLimit: value.SUBMISSION_LIMIT,
    redisUrl: value.REDIS_URL,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    metricsPort: value.METRICS_PORT,
    metricsHost: value.METRICS_HOST,
  };
}
