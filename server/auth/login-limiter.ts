export interface LoginLimiterOptions {
  /** Failed attempts allowed per address in one window. */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  failures: number;
}

/**
 * Counts failed admin logins per client address in fixed windows (by default 10 per 15 minutes).
 * Once an address used up its failures, every attempt from it is refused until the window ends,
 * so guessing stays slow; successful logins do not count, so staff are never locked out by
 * signing in often. Memory is per process: each instance limits on its own.
 */
export class LoginLimiter {
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, Window>();

  constructor(options: LoginLimiterOptions = {}) {
    this.#maxFailures = options.maxFailures ?? 10;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#now = options.now ?? Date.now;
  }

  /** How many addresses are remembered (for tests of the memory bound). */
  get trackedAddresses(): number {
    return this.#windows.size;
  }

  check(address: string): LoginAllowance {
    const window = this.#current(address);
    if (!window || window.failures < this.#maxFailures) return { allowed: true };
    const remainingMs = window.startedAt + this.#windowMs - this.#now();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  recordFailure(address: string): void {
    const window = this.#current(address);
    if (window) {
      window.failures += 1;
      return;
    }
    this.#forgetExpired();
    this.#windows.set(address, { startedAt: this.#now(), failures: 1 });
  }

  #current(address: string): Window | undefined {
    const window = this.#windows.get(address);
    if (window && this.#now() - window.startedAt >= this.#windowMs) {
      this.#windows.delete(address);
      return undefined;
    }
    return window;
  }

  /** Windows sit in the map in the order they started, so the expired ones are at its front. */
  #forgetExpired(): void {
    const now = this.#now();
    for (const [address, window] of this.#windows) {
      if (now - window.startedAt < this.#windowMs) return;
      this.#windows.delete(address);
    }
  }
}
