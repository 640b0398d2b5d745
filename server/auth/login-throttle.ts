import type { LoginFailureRepository } from '../store/login-failure-repository.ts';
import { clientAddressKey } from '../network/client-address.ts';

export interface FailureLimit {
  maxFailures: number;
  windowMs: number;
}

export interface LoginLimits {
  /** A browser with a valid device cookie: only its own failures count. */
  perDevice: FailureLimit;
  /** Clients without one, per address (IPv6 per /64). */
  perAddress: FailureLimit;
}

const fifteenMinutes = 15 * 60 * 1000;

export const defaultLoginLimits: LoginLimits = {
  perDevice: { maxFailures: 10, windowMs: fifteenMinutes },
  perAddress: { maxFailures: 10, windowMs: fifteenMinutes },
};

export interface LoginClient {
  /** The id of a valid device cookie, if the browser sent one. */
  deviceId: string | undefined;
  address: string;
}

export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Slows guessing of the admin key without handing outsiders a lockout (OWASP, "Slow down online
 * guessing attacks with device cookies"): a browser that signed in before is limited by its own
 * failures; every other client by its address (IPv6 per /64). There is no bucket shared by all
 * clients, which anyone could fill to keep the owner out. Failures live in the store, so the limits
 * hold across instances. Limits are sliding windows; successful sign-ins never count.
 */
export class LoginThrottle {
  readonly #failures: LoginFailureRepository;
  readonly #limits: LoginLimits;
  readonly #now: () => number;

  constructor(failures: LoginFailureRepository, options: { limits?: LoginLimits; now: () => number }) {
    this.#failures = failures;
    this.#limits = options.limits ?? defaultLoginLimits;
    this.#now = options.now;
  }

  #buckets(client: LoginClient): [string, FailureLimit][] {
    if (client.deviceId !== undefined) return [[`device:${client.deviceId}`, this.#limits.perDevice]];
    return [[`address:${clientAddressKey(client.address)}`, this.#limits.perAddress]];
  }

  /** Whether the admin key may be tried by this client. */
  check(client: LoginClient): Promise<LoginAllowance> {
    return this.checkBuckets(this.#buckets(client));
  }

  recordFailure(client: LoginClient): Promise<void> {
    return this.recordBucketFailure(this.#buckets(client));
  }

  /** Whether a sign-in limited by these buckets may be tried now. */
  async checkBuckets(buckets: [string, FailureLimit][]): Promise<LoginAllowance> {
    const now = this.#now();
    let waitMs = 0;
    for (const [bucket, limit] of buckets) {
      const latest = await this.#failures.latest(bucket, now - limit.windowMs, limit.maxFailures);
      const oldestCounted = latest[limit.maxFailures - 1];
      // Allowed again once the oldest of the last maxFailures failures leaves the window.
      if (oldestCounted !== undefined) waitMs = Math.max(waitMs, oldestCounted + limit.windowMs - now);
    }
    if (waitMs <= 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async recordBucketFailure(buckets: [string, FailureLimit][]): Promise<void> {
    const now = this.#now();
    const longestWindow = Math.max(
      ...Object.values(this.#limits).map((limit) => limit.windowMs),
      ...buckets.map(([, limit]) => limit.windowMs),
    );
    await this.#failures.purge(now - longestWindow);
    await this.#failures.record(
      buckets.map(([bucket]) => bucket),
      now,
    );
  }
}
