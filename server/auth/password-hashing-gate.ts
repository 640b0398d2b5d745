import { availableParallelism } from 'node:os';

export interface HashingGateLimits {
  /** Hashes computed at once. */
  running: number;
  /** Hashes waiting for a place; beyond it a request is turned away at once. */
  waiting: number;
  /** Hashes running or waiting for one account (or one email named), so no one account fills the queue. */
  perAccount: number;
  /**
   * A hash waits only while the recent hashes' time, less what the running ones have had, says it
   * would start within this: on a busy machine, where a hash takes seconds, fewer wait, and every
   * answer still comes within seconds.
   */
  maxWaitMs: number;
}

/**
 * One hash per two cores, so half the machine always serves everything else, and never more than
 * leaves a thread of libuv's pool (4 unless UV_THREADPOOL_SIZE says otherwise) for file reads, DNS
 * and WebCrypto, which passkeys use; as many again may wait. Hashes that share a busy core only
 * take longer each, so fewer at once answer sooner. Each hash holds 128 MiB, so this also bounds
 * the memory sign-ins take.
 */
export function defaultHashingGateLimits(): HashingGateLimits {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const running = Math.max(1, Math.min(Math.floor(availableParallelism() / 2), pool - 1));
  return { running, waiting: running, perAccount: 1, maxWaitMs: 1_500 };
}

/** How long a client turned away should wait: about one round of hashes. */
export const hashingBusyRetryAfterSeconds = 2;

/**
 * Bounds password hashing (scrypt at full cost) for everything that checks or sets a password. A
 * hash past the limits is refused at once rather than queued, so a flood of sign-ins answers within
 * a few hashes' time, memory stays bounded, and nothing else (passkeys, sessions, pages) waits.
 */
export class PasswordHashingGate {
  readonly #limits: HashingGateLimits;
  #running = 0;
  /** How long hashes took lately (a moving average, in ms); 0 until the first one finished. */
  #recentMs = 0;
  readonly #waiting: (() => void)[] = [];
  /** When each running hash started (performance.now()), earliest first. */
  readonly #startedAt: number[] = [];
  readonly #perAccount = new Map<string, number>();

  constructor(limits: HashingGateLimits = defaultHashingGateLimits()) {
    this.#limits = limits;
  }

  /**
   * Runs a hash outside the places (once, at start: the decoy every unknown email is checked
   * against), and learns from it how long a hash takes on this machine.
   */
  async warm<T>(hash: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const value = await hash();
    this.#recentMs ||= performance.now() - started;
    return value;
  }

  /**
   * Runs the hash when a place is free, or answers `{ busy: true }` at once when the queue or the
   * account's share is full.
   */
  async run<T>(
    accountKey: string,
    hash: () => Promise<T>,
  ): Promise<{ busy: false; value: T } | { busy: true }> {
    const held = this.#perAccount.get(accountKey) ?? 0;
    const { running, waiting } = this.#limits;
    const mustWait = this.#running >= running;
    if (
      held >= this.#limits.perAccount ||
      this.#running + this.#waiting.length >= running + waiting ||
      (mustWait && this.#expectedWaitMs() > this.#limits.maxWaitMs)
    )
      return { busy: true };
    this.#perAccount.set(accountKey, held + 1);
    try {
      if (this.#running >= this.#limits.running)
        await new Promise<void>((resolve) => this.#waiting.push(resolve));
      else this.#running += 1;
      const started = performance.now();
      this.#startedAt.push(started);
      try {
        return { busy: false, value: await hash() };
      } finally {
        this.#startedAt.splice(this.#startedAt.indexOf(started), 1);
        const took = performance.now() - started;
        this.#recentMs = this.#recentMs === 0 ? took : 0.7 * this.#recentMs + 0.3 * took;
        const next = this.#waiting.shift();
        // The place passes straight to the next waiting hash; otherwise it is freed.
        if (next) next();
        else this.#running -= 1;
      }
    } finally {
      const left = (this.#perAccount.get(accountKey) ?? 1) - 1;
      if (left === 0) this.#perAccount.delete(accountKey);
      else this.#perAccount.set(accountKey, left);
    }
  }

  /**
   * How long a hash asking now would wait for a place: the places free in the order the running
   * hashes started, each after the recent hashes' time, and every place taken by the waiting ones
   * is a further round.
   */
  #expectedWaitMs(): number {
    const queued = this.#waiting.length;
    const freedBy = this.#startedAt[queued % this.#limits.running] ?? performance.now();
    const rounds = Math.floor(queued / this.#limits.running);
    return Math.max(0, this.#recentMs - (performance.now() - freedBy)) + rounds * this.#recentMs;
  }
}
